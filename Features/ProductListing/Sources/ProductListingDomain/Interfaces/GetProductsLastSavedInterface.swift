import Foundation

/// Tells when what the products server sent was last saved on this device.
public protocol GetProductsLastSavedInterface: Sendable {
    /// The latest time a page or product from the server was saved; nil when none is, or
    /// when the shop runs on the catalog on this device.
    func getProductsLastSaved() async -> Date?
}
