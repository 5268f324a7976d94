import FeatureContracts

/// The signed-in person's wishlist on the backend, for the feature that keeps the wishlist.
public struct AccountWishlistOffer: AccountWishlistRemote {
    private let me: AccountMeAPI
    private let store: AccountSessionStore

    public init(me: AccountMeAPI, store: AccountSessionStore) {
        self.me = me
        self.store = store
    }

    public func savedProducts() async throws(AccountWishlistFailure) -> [AccountWishlistEntry] {
        try await run { () async throws(AccountBackendFailure) in try await me.wishlist() }
    }

    public func saveProduct(_ productId: String) async throws(AccountWishlistFailure) {
        try await run { () async throws(AccountBackendFailure) in try await me.saveToWishlist(productId) }
    }

    public func removeProduct(_ productId: String) async throws(AccountWishlistFailure) {
        try await run { () async throws(AccountBackendFailure) in try await me.removeFromWishlist(productId) }
    }

    private func run<Value>(_ call: () async throws(AccountBackendFailure) -> Value) async throws(AccountWishlistFailure)
        -> Value
    {
        guard store.isSignedIn else { throw .notSignedIn }
        do {
            return try await call()
        } catch .unreachable, .badAnswer {
            throw .unreachable
        } catch .unauthorized, .noBackend {
            throw .notSignedIn
        } catch {
            throw .refused
        }
    }
}
