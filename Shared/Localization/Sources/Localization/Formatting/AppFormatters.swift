import Foundation

/// Numbers, dates and money formatted the way readers of one app language expect.
public struct AppFormatters: Sendable {
    public let language: AppLanguage
    public let timeZone: TimeZone

    public init(language: AppLanguage, timeZone: TimeZone = .current) {
        self.language = language
        self.timeZone = timeZone
    }

    /// A whole number with the language's digits and grouping, e.g. `1,234`, `1 234`,
    /// or `12,34,567` in Hindi. (Format styles, not `NumberFormatter`, which on Linux
    /// drops the second grouping size of the Indian system.)
    public func number(_ value: Int) -> String {
        value.formatted(.number.locale(language.locale))
    }

    /// An amount of money in `currencyCode` (ISO 4217), e.g. `1.234,50 €`.
    public func currency(_ amount: Decimal, currencyCode: String) -> String {
        amount.formatted(.currency(code: currencyCode).locale(language.locale))
    }

    /// An amount of money given in the currency's minor unit (pence, cents; yen
    /// have none): `129900` GBP is "£1,299.00" in English, "1 299,00 £" in French.
    public func currency(minorUnits: Int, currencyCode: String) -> String {
        var amount = Decimal(minorUnits)
        for _ in 0..<CurrencyMinorUnits.digits(for: currencyCode) { amount /= 10 }
        return currency(amount, currencyCode: currencyCode)
    }

    /// A calendar date in the language's long style, e.g. `3 de marzo de 1990`.
    public func longDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = language.locale
        formatter.timeZone = timeZone
        formatter.dateStyle = .long
        formatter.timeStyle = .none
        return formatter.string(from: date)
    }

    /// A date in the language's short numeric style, e.g. `03/03/1990`.
    public func shortDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = language.locale
        formatter.timeZone = timeZone
        formatter.dateStyle = .short
        formatter.timeStyle = .none
        return formatter.string(from: date)
    }
}
