import FeatureContracts
import Persistence

/// The wishlist's side of the account: who is signed in, the account's wishlist on the backend,
/// and what this device keeps of the link (whose wishlist it holds, what is still to send).
public struct WishlistAccountRepository: Sendable {
    private let dao: WishlistAccountDAO
    private let links: WishlistAccountLinks

    public init(database: AppDatabase, links: WishlistAccountLinks) {
        dao = WishlistAccountDAO(database: database)
        self.links = links
    }

    /// The account signed in now, if any.
    public func signedInAccountId() async -> String? {
        await links.session()?.signedInPerson()?.accountId
    }

    public func owner() async -> String? {
        try? await dao.owner()
    }

    public func setOwner(_ accountId: String) async {
        try? await dao.setOwner(accountId)
    }

    public func unsent() async -> [WishlistUnsentChangeDataModel] {
        (try? await dao.unsent()) ?? []
    }

    public func keepUnsent(_ change: WishlistUnsentChangeDataModel) async {
        try? await dao.keepUnsent(change)
    }

    public func markSent(_ change: WishlistUnsentChangeDataModel) async {
        try? await dao.markSent(change)
    }

    public func forgetAccountWishlist() async {
        try? await dao.forgetAccountWishlist()
    }

    /// The product ids on the account's wishlist.
    public func remoteProductIds() async throws(AccountWishlistFailure) -> [String] {
        guard let remote = links.remote() else { throw .notSignedIn }
        return try await remote.savedProducts().map(\.productId)
    }

    /// Tells the account's backend of `change`.
    public func send(_ change: WishlistUnsentChangeDataModel) async throws(AccountWishlistFailure) {
        guard let remote = links.remote() else { throw .notSignedIn }
        if change.isRemoval {
            try await remote.removeProduct(change.productId)
        } else {
            try await remote.saveProduct(change.productId)
        }
    }
}
