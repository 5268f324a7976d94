/// Turns Alfie's `Product` into the catalog's own shape, so a server's products
/// are saved in the same tables, by the same writer, as an imported catalog.
///
/// Lenient where the app can cope: a product without a style number goes by its
/// id, a variant without a colour takes the product's first, one without a size
/// is one-size, a missing stock is none left. A product without an id and name,
/// or without a single priced variant, cannot be shown and is left out.
enum AlfieProductMapping {
    /// The colour given to variants of a product that names no colour at all.
    static let unnamedColour = ProductCatalogLineDataModel.Colour(id: "", name: "—")

    static func product(_ dto: AlfieProductDTO) -> RemoteProductDataModel? {
        guard let id = nonEmpty(dto.id) ?? nonEmpty(dto.styleNumber), let name = nonEmpty(dto.name) else { return nil }
        let styleNumber = nonEmpty(dto.styleNumber) ?? id
        var colours = ColourList()
        for colour in dto.colours.elements { _ = colours.id(of: colour) }
        let sourceVariants = dto.variants.elements.isEmpty ? [dto.defaultVariant].compactMap { $0 } : dto.variants.elements
        let currency =
            sourceVariants.lazy.compactMap { $0.price?.amount?.currencyCode }.first
            ?? dto.priceRange?.low?.currencyCode
        var variants: [ProductCatalogLineDataModel.Variant] = []
        for (index, variant) in sourceVariants.enumerated() {
            guard let amount = variant.price?.amount?.amount, let code = variant.price?.amount?.currencyCode ?? currency else {
                continue
            }
            let colourId = variant.colour.map { colours.id(of: $0) } ?? colours.first ?? colours.id(of: nil)
            let was = variant.price?.was.flatMap { $0.currencyCode == nil || $0.currencyCode == code ? $0.amount : nil }
            variants.append(
                ProductCatalogLineDataModel.Variant(
                    sku: nonEmpty(variant.sku) ?? "\(styleNumber)-\(index + 1)",
                    colour: colourId,
                    size: nonEmpty(variant.size?.value) ?? nonEmpty(variant.size?.id),
                    stock: max(variant.stock ?? 0, 0),
                    price: ProductCatalogLineDataModel.Price(
                        amount: ProductCatalogLineDataModel.Money(amount: amount, currencyCode: code),
                        was: was.map { ProductCatalogLineDataModel.Money(amount: $0, currencyCode: code) }
                    )
                ))
        }
        guard !variants.isEmpty else { return nil }
        let line = ProductCatalogLineDataModel(
            styleNumber: styleNumber,
            name: name,
            brand: brand(dto.brand),
            category: ProductCatalogLineDataModel.Category(id: "", path: []),
            shortDescription: dto.shortDescription ?? "",
            longDescription: dto.longDescription,
            releaseDate: "",
            colours: colours.all,
            variants: variants
        )
        guard ProductCatalogLineValidation.problem(line) == nil else { return nil }
        return RemoteProductDataModel(id: id, product: line)
    }

    private static func brand(_ dto: AlfieBrandDTO?) -> ProductCatalogLineDataModel.Brand {
        let name = dto?.name ?? ""
        let id = nonEmpty(dto?.id) ?? nonEmpty(dto?.slug) ?? name
        return ProductCatalogLineDataModel.Brand(id: id, name: name, slug: dto?.slug ?? id)
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }

    /// A product's colours in the order first met, each once.
    private struct ColourList {
        private(set) var all: [ProductCatalogLineDataModel.Colour] = []

        var first: String? { all.first?.id }

        /// The id `colour` goes by, adding it when new; `nil` stands for the unnamed colour.
        mutating func id(of colour: AlfieColourDTO?) -> String {
            let id = AlfieProductMapping.nonEmpty(colour?.id) ?? AlfieProductMapping.nonEmpty(colour?.name)
            guard let id else { return add(AlfieProductMapping.unnamedColour) }
            return add(ProductCatalogLineDataModel.Colour(id: id, name: AlfieProductMapping.nonEmpty(colour?.name) ?? id))
        }

        private mutating func add(_ colour: ProductCatalogLineDataModel.Colour) -> String {
            if !all.contains(where: { $0.id == colour.id }) { all.append(colour) }
            return colour.id
        }
    }
}
