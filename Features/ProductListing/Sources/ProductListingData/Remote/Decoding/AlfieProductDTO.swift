/// Alfie's `Product` as a server sends it, read leniently: whatever the app can
/// do without is optional, lists skip what they cannot read, extra fields are ignored.
struct AlfieProductDTO: Decodable {
    let id: String?
    let styleNumber: String?
    let name: String?
    let brand: AlfieBrandDTO?
    let shortDescription: String?
    let longDescription: String?
    let priceRange: AlfiePriceRangeDTO?
    let defaultVariant: AlfieVariantDTO?
    let variants: LossyList<AlfieVariantDTO>
    let colours: LossyList<AlfieColourDTO>

    private enum CodingKeys: String, CodingKey {
        case id, styleNumber, name, brand, shortDescription, longDescription, priceRange, defaultVariant, variants, colours
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = container.lenientString(forKey: .id)
        styleNumber = container.lenientString(forKey: .styleNumber)
        name = container.lenient(String.self, forKey: .name)
        brand = container.lenient(AlfieBrandDTO.self, forKey: .brand)
        shortDescription = container.lenient(String.self, forKey: .shortDescription)
        longDescription = container.lenient(String.self, forKey: .longDescription)
        priceRange = container.lenient(AlfiePriceRangeDTO.self, forKey: .priceRange)
        defaultVariant = container.lenient(AlfieVariantDTO.self, forKey: .defaultVariant)
        variants = container.lossyList(AlfieVariantDTO.self, forKey: .variants)
        colours = container.lossyList(AlfieColourDTO.self, forKey: .colours)
    }
}

/// Alfie's `Variant`: one colour and size, its stock and price.
struct AlfieVariantDTO: Decodable {
    let sku: String?
    let size: AlfieSizeDTO?
    let colour: AlfieColourDTO?
    let stock: Int?
    let price: AlfiePriceDTO?

    private enum CodingKeys: String, CodingKey { case sku, size, colour, stock, price }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        sku = container.lenientString(forKey: .sku)
        size = container.lenient(AlfieSizeDTO.self, forKey: .size)
        colour = container.lenient(AlfieColourDTO.self, forKey: .colour)
        stock = container.lenientInt(forKey: .stock)
        price = container.lenient(AlfiePriceDTO.self, forKey: .price)
    }
}

/// Alfie's `Brand`.
struct AlfieBrandDTO: Decodable {
    let id: String?
    let name: String?
    let slug: String?

    private enum CodingKeys: String, CodingKey { case id, name, slug }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = container.lenientString(forKey: .id)
        name = container.lenient(String.self, forKey: .name)
        slug = container.lenient(String.self, forKey: .slug)
    }
}

/// Alfie's `Colour` (its swatch and media are not read).
struct AlfieColourDTO: Decodable {
    let id: String?
    let name: String?

    private enum CodingKeys: String, CodingKey { case id, name }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = container.lenientString(forKey: .id)
        name = container.lenient(String.self, forKey: .name)
    }
}

/// Alfie's `Size`: the value is what the person reads ("M", "10 AU").
struct AlfieSizeDTO: Decodable {
    let id: String?
    let value: String?

    private enum CodingKeys: String, CodingKey { case id, value }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = container.lenientString(forKey: .id)
        value = container.lenient(String.self, forKey: .value)
    }
}
