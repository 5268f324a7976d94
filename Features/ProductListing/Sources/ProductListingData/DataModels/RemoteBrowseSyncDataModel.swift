import Foundation

/// What happened when a products server's brands, navigation or suggestions were asked for.
public enum RemoteBrowseSyncDataModel<Value: Sendable>: Sendable {
    /// Fetched just now (and saved), or saved recently enough that the server was not asked.
    case current(Value)
    /// The server gave nothing usable; this is the copy saved at `fetchedAt`.
    case saved(Value, fetchedAt: Date, problem: ProductsSourceError)
    /// The server gave nothing usable and nothing is saved.
    case unavailable(ProductsSourceError)
}
