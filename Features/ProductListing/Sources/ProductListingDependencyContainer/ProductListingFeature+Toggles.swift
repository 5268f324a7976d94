import FeatureKit
import ProductListingPresentation

/// The parts of the shop that can be switched off, each on by default. Off, a part is gone: its
/// commands, lines, routes (which then say it is not available), analytics and requests.
extension ProductListingFeature {
    public nonisolated static let wishlistToggle = FeatureToggle(
        "wishlist",
        hides:
            "the wishlist: `wish` on a product's details, `move` in the bag, `wishlist`, its route and link, "
            + "its analytics and its sync with the account")
    public nonisolated static let storeServicesToggle = FeatureToggle(
        "storeServices", hides: "Store & Services: the menu's pages and outside links under `categories`")

    public nonisolated static let toggles = [wishlistToggle, storeServicesToggle]

    /// What `toggle` hides, in the app language.
    public func describe(_ toggle: FeatureToggle) -> String {
        let strings = ProductListingStrings.localizer(environment.currentAppLanguage)
        switch toggle {
        case Self.wishlistToggle: return strings.text(.toggleWishlistHides)
        case Self.storeServicesToggle: return strings.text(.toggleStoreServicesHides)
        default: return toggle.hides
        }
    }

    /// What the host's toggles say now, for the screens: read again each time, never kept.
    var productListingToggles: ProductListingTogglesReading {
        { [states = environment.toggles] in ProductListingToggles(states) }
    }

    /// Why `route` cannot open now, when what it leads to is toggled off: the wishlist.
    func refusalWhileToggledOff(_ route: FeatureRoute) -> String? {
        guard route == Self.wishlistRoute, !productListingToggles().wishlist else { return nil }
        return ProductListingStrings.localizer(environment.currentAppLanguage).text(.wishlistUnavailable)
    }
}

extension ProductListingToggles {
    /// The shop's toggles as `states` has them now.
    init(_ states: FeatureToggleStates) {
        self.init(
            wishlist: states.isOn(ProductListingFeature.wishlistToggle.name),
            storeServices: states.isOn(ProductListingFeature.storeServicesToggle.name))
    }
}
