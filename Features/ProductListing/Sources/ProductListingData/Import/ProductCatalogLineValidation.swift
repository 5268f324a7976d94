/// The rules a catalog line must meet before it is saved.
enum ProductCatalogLineValidation {
    /// What is wrong with `product`, or `nil` when it can be saved.
    static func problem(_ product: ProductCatalogLineDataModel) -> String? {
        if product.styleNumber.isEmpty { return "no style number" }
        if product.variants.isEmpty { return "no variants" }
        let colourIds = Set(product.colours.map(\.id))
        if product.variants.contains(where: { !colourIds.contains($0.colour) }) {
            return "a variant's colour is not among the product's colours"
        }
        if product.variants.contains(where: { $0.price.amount.amount < 0 || $0.stock < 0 }) { return "a negative price or stock" }
        if Set(product.variants.map(\.price.amount.currencyCode)).count != 1 { return "variants priced in different currencies" }
        return nil
    }
}
