/// How many decimal digits a currency's minor unit has (ISO 4217): 2 for most,
/// 0 for the yen or the won, 3 for the dinars of Bahrain, Kuwait and others.
/// (Foundation's `NumberFormatter` on Linux answers 2 for every currency.)
public enum CurrencyMinorUnits {
    private static let exceptions: [String: Int] = [
        "BIF": 0, "CLP": 0, "DJF": 0, "GNF": 0, "ISK": 0, "JPY": 0, "KMF": 0, "KRW": 0, "PYG": 0, "RWF": 0,
        "UGX": 0, "UYI": 0, "VND": 0, "VUV": 0, "XAF": 0, "XOF": 0, "XPF": 0,
        "BHD": 3, "IQD": 3, "JOD": 3, "KWD": 3, "LYD": 3, "OMR": 3, "TND": 3,
        "CLF": 4, "UYW": 4,
    ]

    /// The digits of `currencyCode`'s minor unit; 2 for a code it does not know.
    public static func digits(for currencyCode: String) -> Int {
        exceptions[currencyCode.uppercased()] ?? 2
    }
}
