/// Money as the server writes `amountFormatted`: the currency's sign and two decimals.
enum MoneyText {
    static func format(_ minorUnits: Int, currencyCode: String) -> String {
        let sign = minorUnits < 0 ? "-" : ""
        let units = abs(minorUnits)
        let cents = units % 100
        let symbol = ["GBP": "£", "EUR": "€", "USD": "$", "AUD": "$"][currencyCode] ?? currencyCode + " "
        return "\(sign)\(symbol)\(units / 100).\(cents < 10 ? "0" : "")\(cents)"
    }
}
