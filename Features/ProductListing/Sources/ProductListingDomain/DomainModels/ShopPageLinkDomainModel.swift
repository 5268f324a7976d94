/// A screen of the shop a shared web link opens: a product (in a colour), the listing, the
/// brands, the bag or the wishlist.
public enum ShopPageLinkDomainModel: Equatable, Sendable {
    case product(ProductLinkDomainModel)
    case listing
    case brands
    case bag
    case wishlist
}
