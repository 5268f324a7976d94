import SystemKit

/// Remembers, for the rest of the session, that the catalog is in, so that reading
/// a page or a product does not first ask the database whether to import one.
/// Shared by every repository of one database; a catalog imported later in the
/// session (a file) leaves it in, so the answer never goes stale.
public final class ProductCatalogReadiness: Sendable {
    private let ready = LockedState(false)

    public init() {}

    var isReady: Bool { ready.withLock { $0 } }

    func markReady() {
        ready.withLock { $0 = true }
    }
}
