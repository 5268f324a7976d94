/// How far an import of products has come, as the person is shown it: products in so far,
/// and when the file's size is known, the pace and an estimate of the time left.
public struct ProductImportProgressDomainModel: Equatable, Sendable {
    public let productCount: Int
    /// Products saved a second so far; nil when not known yet.
    public let productsPerSecond: Int?
    /// Seconds until the whole file is read at that pace; nil when not known.
    public let secondsLeft: Int?
    /// Every product is in; the catalog's indexes are being built.
    public let isIndexing: Bool

    public init(productCount: Int, productsPerSecond: Int? = nil, secondsLeft: Int? = nil, isIndexing: Bool = false) {
        self.productCount = productCount
        self.productsPerSecond = productsPerSecond
        self.secondsLeft = secondsLeft
        self.isIndexing = isIndexing
    }
}
