import Localization

extension ProductCatalogLineDataModel {
    /// The line with every text the person reads made safe for the terminal
    /// (`OutsideText`: no escape sequences, control characters or bidi overrides;
    /// names on one line, descriptions keeping their line breaks). A catalog file and a
    /// products server are both outside the app. Ids, SKUs and prices are kept as sent.
    func cleanedForDisplay() -> ProductCatalogLineDataModel {
        ProductCatalogLineDataModel(
            styleNumber: styleNumber,
            name: CatalogText.singleLine(name),
            brand: Brand(id: brand.id, name: CatalogText.singleLine(brand.name), slug: brand.slug),
            category: Category(id: category.id, path: category.path.map(CatalogText.singleLine)),
            shortDescription: CatalogText.multiline(shortDescription),
            longDescription: longDescription.map(CatalogText.multiline),
            releaseDate: releaseDate,
            colours: colours.map { Colour(id: $0.id, name: CatalogText.singleLine($0.name)) },
            variants: variants.map { variant in
                Variant(
                    sku: variant.sku, colour: variant.colour, size: variant.size.map(CatalogText.singleLine),
                    stock: variant.stock, price: variant.price
                )
            }
        )
    }
}

/// `OutsideText`'s cleaning, skipped for text it would leave as it is: printable ASCII
/// (and, on one line, no space at either end), which most of a catalog is. An import
/// cleans some twenty texts a product, so a million products would otherwise copy
/// twenty million strings scalar by scalar to change none.
enum CatalogText {
    static func singleLine(_ text: String) -> String {
        let bytes = text.utf8
        guard isPrintableASCII(text), bytes.first != 0x20, bytes.last != 0x20 else { return OutsideText.singleLine(text) }
        return text
    }

    static func multiline(_ text: String) -> String {
        isPrintableASCII(text) ? text : OutsideText.multiline(text)
    }

    /// Whether every character of `text` is printable ASCII (space to `~`).
    static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { (0x20...0x7E).contains($0) }
    }
}
