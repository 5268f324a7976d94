import ProductCatalogKit

/// Turns the generator's products into Alfie's `Product`: the style number is the id, the
/// first variant in stock the default, the price range the lowest and highest price now.
enum AlfieProductMaker {
    static func product(_ product: CatalogProduct) -> AlfieProduct {
        let colours = product.colours.map { AlfieColour(id: AlfieID($0.id), swatch: nil, name: $0.name, media: nil) }
        let sizes = product.sizes.map(size)
        let variants = product.variants.map { variant in
            AlfieVariant(
                sku: AlfieID(variant.sku),
                size: variant.size.map(size),
                colour: colours.first { $0.id.value == variant.colour },
                media: [], attributes: nil, stock: variant.stock, price: price(variant.price)
            )
        }
        let amounts = product.variants.map(\.price.amount.amount)
        let currency = product.variants.first?.price.amount.currencyCode ?? ProductCatalogGenerator.currencyCode
        let low = amounts.min() ?? 0
        let high = amounts.max() ?? low
        let fallback = AlfieVariant(
            sku: AlfieID(product.styleNumber), size: nil, colour: colours.first, media: [], attributes: nil, stock: 0,
            price: AlfiePrice(amount: money(low, currency), was: nil))
        let defaultIndex = product.variants.firstIndex { $0.stock > 0 } ?? 0
        return AlfieProduct(
            id: AlfieID(product.styleNumber),
            styleNumber: product.styleNumber,
            name: product.name,
            brand: brand(product.brand),
            priceRange: AlfiePriceRange(low: money(low, currency), high: high > low ? money(high, currency) : nil),
            shortDescription: product.shortDescription,
            longDescription: product.longDescription,
            slug: slug(product),
            attributes: [
                AlfieKeyValuePair(key: "category", value: product.category.path.joined(separator: " / ")),
                AlfieKeyValuePair(key: "releaseDate", value: product.releaseDate),
            ],
            defaultVariant: variants.indices.contains(defaultIndex) ? variants[defaultIndex] : fallback,
            variants: variants,
            sizes: sizes.isEmpty ? nil : sizes,
            colours: colours
        )
    }

    static func brand(_ brand: CatalogBrand) -> AlfieBrand {
        AlfieBrand(id: AlfieID(brand.id), name: brand.name, slug: brand.slug)
    }

    static func price(_ price: CatalogPrice) -> AlfiePrice {
        AlfiePrice(
            amount: money(price.amount.amount, price.amount.currencyCode),
            was: price.was.map { money($0.amount, $0.currencyCode) })
    }

    /// `elise-linen-midi-dress-ms100000`: the name's words and the style number.
    static func slug(_ product: CatalogProduct) -> String {
        (SearchText.words(product.name) + [product.styleNumber.lowercased()]).joined(separator: "-")
    }

    private static func size(_ value: String) -> AlfieSize {
        AlfieSize(id: AlfieID(value), value: value, scale: nil, description: nil, sizeGuide: nil)
    }

    private static func money(_ amount: Int, _ currencyCode: String) -> AlfieMoney {
        AlfieMoney(
            currencyCode: currencyCode, amount: amount, amountFormatted: MoneyText.format(amount, currencyCode: currencyCode))
    }
}
