/// A word of product names, brands or colours, as first written, with how many products have it.
public struct ProductSearchTermDataModel: Equatable, Sendable {
    public let term: String
    public let productCount: Int

    public init(term: String, productCount: Int) {
        self.term = term
        self.productCount = productCount
    }
}
