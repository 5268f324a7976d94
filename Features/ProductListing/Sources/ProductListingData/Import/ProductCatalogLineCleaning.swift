import Localization

extension ProductCatalogLineDataModel {
    /// The line with every text the person reads made safe for the terminal
    /// (`OutsideText`: no escape sequences, control characters or bidi overrides;
    /// names on one line, descriptions keeping their line breaks). A catalog file and a
    /// products server are both outside the app. Ids, SKUs and prices are kept as sent.
    func cleanedForDisplay() -> ProductCatalogLineDataModel {
        ProductCatalogLineDataModel(
            styleNumber: styleNumber,
            name: OutsideText.singleLine(name),
            brand: Brand(id: brand.id, name: OutsideText.singleLine(brand.name), slug: brand.slug),
            category: Category(id: category.id, path: category.path.map(OutsideText.singleLine)),
            shortDescription: OutsideText.multiline(shortDescription),
            longDescription: longDescription.map(OutsideText.multiline),
            releaseDate: releaseDate,
            colours: colours.map { Colour(id: $0.id, name: OutsideText.singleLine($0.name)) },
            variants: variants.map { variant in
                Variant(
                    sku: variant.sku, colour: variant.colour, size: variant.size.map(OutsideText.singleLine),
                    stock: variant.stock, price: variant.price
                )
            }
        )
    }
}
