/// Alfie's `Product` and the types under it, as the schema's resolvers hand them out
/// (`formats/alfie-graphql.md`). Made from the generator's products by `AlfieProductMaker`.
struct AlfieProduct: Sendable {
    let id: AlfieID
    let styleNumber: String
    let name: String
    let brand: AlfieBrand
    let priceRange: AlfiePriceRange?
    let shortDescription: String
    let longDescription: String?
    let slug: String
    let attributes: [AlfieKeyValuePair]?
    let defaultVariant: AlfieVariant
    let variants: [AlfieVariant]
    let sizes: [AlfieSize]?
    let colours: [AlfieColour]?
}

struct AlfieVariant: Sendable {
    let sku: AlfieID
    let size: AlfieSize?
    let colour: AlfieColour?
    let media: [any AlfieMedia]
    let attributes: [AlfieKeyValuePair]?
    let stock: Int
    let price: AlfiePrice
}

struct AlfiePrice: Sendable {
    let amount: AlfieMoney
    let was: AlfieMoney?
}

struct AlfiePriceRange: Sendable {
    let low: AlfieMoney
    let high: AlfieMoney?
}

struct AlfieMoney: Sendable {
    let currencyCode: String
    let amount: Int
    let amountFormatted: String
}

struct AlfieBrand: Sendable {
    let id: AlfieID
    let name: String
    let slug: String
}

struct AlfieColour: Sendable {
    let id: AlfieID
    let swatch: AlfieImage?
    let name: String
    let media: [any AlfieMedia]?
}

struct AlfieSize: Sendable {
    let id: AlfieID
    let value: String
    let scale: String?
    let description: String?
    let sizeGuide: AlfieSizeGuide?
}

struct AlfieSizeGuide: Sendable {
    let id: AlfieID
    let name: String
    let description: String?
    let sizes: [AlfieSize]
}

struct AlfieKeyValuePair: Sendable {
    let key: String
    let value: String
}

/// Alfie's `Media` union: an image or a video.
protocol AlfieMedia: Sendable {}

enum AlfieMediaContentType: String, Codable, Sendable {
    case image = "IMAGE"
    case video = "VIDEO"
}

enum AlfieVideoFormat: String, Codable, Sendable {
    case mp4 = "MP4"
    case webm = "WEBM"
}

struct AlfieImage: AlfieMedia {
    let alt: String?
    let mediaContentType: AlfieMediaContentType
    let url: AlfieURL
}

struct AlfieVideo: AlfieMedia {
    let alt: String?
    let mediaContentType: AlfieMediaContentType
    let previewImage: AlfieImage?
    let sources: [AlfieVideoSource]
}

struct AlfieVideoSource: Sendable {
    let format: AlfieVideoFormat
    let mimeType: String
    let url: AlfieURL
}
