import FeatureContracts

/// The signed-in person's side of the backend (`/me/…`): the account, its activity and its
/// wishlist. The host's transport adds the session's token and refreshes it once on a 401.
public struct AccountMeAPI: Sendable {
    private let client: AccountBackendClient

    public init(client: AccountBackendClient) {
        self.client = client
    }

    public func account() async throws(AccountBackendFailure) -> AccountDataModel {
        try await client.send({ $0.me() }, isChange: false) { AccountBackendClient.json(AccountDTO.self)($0)?.account }
    }

    public func deleteAccount() async throws(AccountBackendFailure) {
        try await client.send({ $0.me(.delete) })
    }

    public func activity() async throws(AccountBackendFailure) -> AccountActivityDataModel {
        try await client.send({ $0.activity() }, isChange: false) {
            AccountBackendClient.json(ActivityDTO.self)($0)?.activity
        }
    }

    /// Adds `increments` to the account's activity; the totals after.
    public func addActivity(_ increments: AccountActivityDataModel) async throws(AccountBackendFailure)
        -> AccountActivityDataModel
    {
        try await client.send({ $0.addActivity(increments) }) {
            AccountBackendClient.json(ActivityDTO.self)($0)?.activity
        }
    }

    public func wishlist() async throws(AccountBackendFailure) -> [AccountWishlistEntry] {
        try await client.send({ $0.wishlist() }, isChange: false) {
            AccountBackendClient.json(WishlistDTO.self)($0)?.entries
        }
    }

    public func saveToWishlist(_ productId: String) async throws(AccountBackendFailure) {
        try await client.send({ $0.wishlistItem(productId, .put) })
    }

    public func removeFromWishlist(_ productId: String) async throws(AccountBackendFailure) {
        try await client.send({ $0.wishlistItem(productId, .delete) })
    }
}
