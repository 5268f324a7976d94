import Foundation

/// One product saved on the signed-in person's account.
public struct AccountWishlistEntry: Sendable, Equatable {
    /// The product as the backend knows it: `STYLE-colour`, one saved product in one colour.
    public let productId: String
    public let addedAt: Date

    public init(productId: String, addedAt: Date) {
        self.productId = productId
        self.addedAt = addedAt
    }
}

/// Why the account's wishlist on the backend could not be read or changed.
public enum AccountWishlistFailure: Error, Sendable, Equatable {
    /// Nobody is signed in (or the session ended for good).
    case notSignedIn
    /// The backend could not be reached: keep the change, to send it when it is back.
    case unreachable
    /// The backend answered, and not with what was asked: a change it refuses is not tried again.
    case refused
}

/// The signed-in person's wishlist kept on the backend: offered by the feature that keeps the
/// account; the feature that keeps the wishlist on this device merges it and sends its changes.
public protocol AccountWishlistRemote: Sendable {
    func savedProducts() async throws(AccountWishlistFailure) -> [AccountWishlistEntry]
    func saveProduct(_ productId: String) async throws(AccountWishlistFailure)
    func removeProduct(_ productId: String) async throws(AccountWishlistFailure)
}
