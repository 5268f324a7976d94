/// One product as its `product` row holds it: the line, its texts cleaned, with what a
/// listing row shows worked out (lowest and highest price, the price before of the
/// cheapest variant, total stock) and the key its name sorts by.
struct ProductCatalogRow: Sendable {
    let line: ProductCatalogLineDataModel
    let nameKey: String
    let lowPrice: Int
    let highPrice: Int
    let wasPrice: Int?
    /// Every variant's stock added up; a total past `Int.max` stays there.
    let stock: Int
    let currencyCode: String

    /// `line` with its texts cleaned already (``ProductCatalogLineDataModel/cleanedForDisplay()``).
    init(cleaned line: ProductCatalogLineDataModel, nameKey: String) {
        self.line = line
        self.nameKey = nameKey
        var cheapest = line.variants.first
        var highest = cheapest?.price.amount.amount ?? 0
        var stock = 0
        for item in line.variants {
            if let lowest = cheapest, item.price.amount.amount < lowest.price.amount.amount { cheapest = item }
            highest = max(highest, item.price.amount.amount)
            let (sum, overflowed) = stock.addingReportingOverflow(item.stock)
            stock = overflowed ? Int.max : sum
        }
        lowPrice = cheapest?.price.amount.amount ?? 0
        highPrice = highest
        wasPrice = cheapest?.price.was?.amount
        self.stock = stock
        currencyCode = line.variants.first?.price.amount.currencyCode ?? ""
    }
}
