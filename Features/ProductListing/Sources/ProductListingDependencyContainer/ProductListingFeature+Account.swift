import FeatureContracts
import FeatureKit
import ProductListingData

/// The wishlist follows the signed-in account: the feature offers it to the account feature
/// (told of every sign-in and sign-out), and finds the account through `FeatureContracts`.
/// While the `wishlist` toggle is off it asks nothing of the account (see `ToggledWishlistAccountFollowing`).
extension ProductListingFeature {
    public var offers: [FeatureOffer] {
        let following = ToggledWishlistAccountFollowing(
            following: diContainer.domainLayer.getWishlistAccountFollowing(),
            isOn: { [toggles = productListingToggles] in toggles().wishlist })
        return [.of((any AccountBoundData).self, following)]
    }
}

extension WishlistAccountLinks {
    /// The session and the account's wishlist as the features of this run offer them, asked for
    /// when needed: none in a build without accounts. The directory is held weakly: it holds
    /// what this feature offers, which holds these links.
    static func offered(by contracts: FeatureContractDirectory) -> WishlistAccountLinks {
        WishlistAccountLinks(
            session: { [weak contracts] in contracts?.provider(of: (any AccountSession).self) },
            remote: { [weak contracts] in contracts?.provider(of: (any AccountWishlistRemote).self) })
    }
}
