/// Makes and reads the shop's web links to products.
public protocol ProductLinksInterface: Sendable {
    /// The link to the product with `styleNumber`, in the colour `colourId` when one is given.
    func link(styleNumber: String, colourId: String?) -> ProductLinkDomainModel
    /// The product and colour `text` links to; `nil` when it is not a product link.
    func product(linkedBy text: String) -> ProductLinkDomainModel?
    /// The shop's screen `text` links to (a product, the listing, the brands, the bag, the
    /// wishlist); `nil` when it is none of the shop's links.
    func shopPage(linkedBy text: String) -> ShopPageLinkDomainModel?
    /// The form a product link takes, for telling the person ("https://…/product/STYLE?colour=COLOUR").
    var linkForm: String { get }
}
