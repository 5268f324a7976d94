/// The product a route or a shared link opens, and the colour it opens in.
public struct ProductRouteDomainModel: Equatable, Sendable {
    public let styleNumber: String
    /// A colour the product comes in; `nil` opens its first colour.
    public let colourId: String?

    public init(styleNumber: String, colourId: String?) {
        self.styleNumber = styleNumber
        self.colourId = colourId
    }
}
