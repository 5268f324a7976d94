import FeatureContracts

/// How the wishlist reaches the signed-in account, through `FeatureContracts`: who is signed in,
/// and the account's wishlist on the backend. Found when asked (the feature that keeps accounts
/// is built beside this one); with no such feature — this feature alone, its tests — there is
/// nobody to follow and the wishlist stays the device's.
public struct WishlistAccountLinks: Sendable {
    public let session: @Sendable () -> (any AccountSession)?
    public let remote: @Sendable () -> (any AccountWishlistRemote)?

    public init(
        session: @escaping @Sendable () -> (any AccountSession)?,
        remote: @escaping @Sendable () -> (any AccountWishlistRemote)?
    ) {
        self.session = session
        self.remote = remote
    }

    /// No accounts in this build.
    public static let none = WishlistAccountLinks(session: { nil }, remote: { nil })
}
