/// Which switchable parts of the shop are on right now. The DependencyContainer reads them from
/// the host's feature toggles; a screen asks each time it draws its lines or lists its commands,
/// so a toggle flipped during the session counts from the next command.
public struct ProductListingToggles: Sendable, Equatable {
    /// The wishlist: `wish` on a product's details, `move` in the bag, the wishlist screen and
    /// its route, its analytics and its sync with the signed-in account.
    public var wishlist: Bool
    /// "Store & Services": the server menu's pages and outside links under the categories.
    public var storeServices: Bool

    public init(wishlist: Bool = true, storeServices: Bool = true) {
        self.wishlist = wishlist
        self.storeServices = storeServices
    }

    /// Everything on: what a screen built without toggles shows.
    public static let allOn = ProductListingToggles()
}

/// How a screen reads the toggles: asked again each time, never kept.
public typealias ProductListingTogglesReading = @Sendable () -> ProductListingToggles
