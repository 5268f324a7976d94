/// What the person picked to buy or save: a product, one of its colours, and
/// the size as they typed it (`nil` when they typed none).
public struct ProductChoiceDomainModel: Equatable, Sendable {
    public let styleNumber: String
    public let colourId: String
    public let size: String?

    public init(styleNumber: String, colourId: String, size: String? = nil) {
        self.styleNumber = styleNumber
        self.colourId = colourId
        self.size = size
    }
}
