/// Catalog lines priced in another currency than the fixtures' pounds.
extension ProductCatalogFixture {
    /// `line` with every price in `currencyCode` (the amounts, in minor units, unchanged).
    public static func priced(in currencyCode: String, _ line: String) -> String {
        line.replacingOccurrences(of: #""currencyCode":"GBP""#, with: #""currencyCode":"\#(currencyCode)""#)
    }
}
