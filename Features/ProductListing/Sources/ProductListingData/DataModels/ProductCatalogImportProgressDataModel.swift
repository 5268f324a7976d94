/// How far an import has come: products in, bytes of the file read, time taken, and
/// from those the rate and an estimate of the time left.
public struct ProductCatalogImportProgressDataModel: Equatable, Sendable {
    public enum Stage: Equatable, Sendable {
        /// Reading the file and writing its products.
        case loading
        /// Every product is in; the indexes and the browse index are being built.
        case indexing
    }

    public let stage: Stage
    public let productCount: Int
    public let bytesRead: Int
    public let totalBytes: Int
    public let elapsedSeconds: Double

    public init(stage: Stage, productCount: Int, bytesRead: Int, totalBytes: Int, elapsedSeconds: Double) {
        self.stage = stage
        self.productCount = productCount
        self.bytesRead = bytesRead
        self.totalBytes = totalBytes
        self.elapsedSeconds = elapsedSeconds
    }

    /// Products written a second so far; `nil` before any time has passed.
    public var productsPerSecond: Double? {
        elapsedSeconds > 0 ? Double(productCount) / elapsedSeconds : nil
    }

    /// Seconds until the whole file is read at the pace so far; `nil` before any of it is
    /// read or once it all is. (Building the indexes after comes on top.)
    public var loadingSecondsLeft: Double? {
        guard stage == .loading, bytesRead > 0, elapsedSeconds > 0, totalBytes > bytesRead else { return nil }
        return elapsedSeconds * Double(totalBytes - bytesRead) / Double(bytesRead)
    }
}
