/// A product's web link: the product and colour it opens, and the link as text.
public struct ProductLinkDomainModel: Equatable, Sendable {
    public let styleNumber: String
    /// The colour the link opens the product in; `nil` opens its first colour.
    public let colourId: String?
    public let url: String

    public init(styleNumber: String, colourId: String?, url: String) {
        self.styleNumber = styleNumber
        self.colourId = colourId
        self.url = url
    }
}
