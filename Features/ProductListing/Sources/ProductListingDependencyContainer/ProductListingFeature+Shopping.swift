import FeatureContracts
import FeatureKit
import Navigation
import ProductListingPresentation

/// The bag and the wishlist: screens of this feature that `bag` and `wishlist` (while the
/// `wishlist` toggle is on) open from anywhere.
extension ProductListingFeature {
    public nonisolated static let bag = HandOverDestinations.bag
    public nonisolated static let wishlist = HandOverDestinations.wishlist

    public var entries: [FeatureEntry] {
        let strings = ProductListingStrings.localizer(environment.currentAppLanguage)
        let bag = FeatureEntry(destination: Self.bag, command: "bag", title: strings.text(.entryBagTitle))
        guard productListingToggles().wishlist else { return [bag] }
        return [bag, FeatureEntry(destination: Self.wishlist, command: "wishlist", title: strings.text(.entryWishlistTitle))]
    }

    static func flowStart(for destination: AppDestination) -> ProductListingFlow.Start {
        switch destination {
        case bag: return .bag
        case wishlist: return .wishlist
        default: return .listing
        }
    }
}
