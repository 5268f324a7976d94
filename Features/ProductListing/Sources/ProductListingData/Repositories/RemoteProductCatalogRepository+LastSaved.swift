import Foundation

extension RemoteProductCatalogRepository {
    /// When anything from the products server was last saved on this device; nil when nothing is.
    public func lastSavedAt() async -> Date? {
        (try? await dao.lastSavedAt()) ?? nil
    }
}
