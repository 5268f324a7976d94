/// Makes and reads the shop's web links to products.
public protocol ProductLinksInterface: Sendable {
    /// The link to the product with `styleNumber`, in the colour `colourId` when one is given.
    func link(styleNumber: String, colourId: String?) -> ProductLinkDomainModel
    /// The product and colour `text` links to; `nil` when it is not a product link.
    func product(linkedBy text: String) -> ProductLinkDomainModel?
    /// The form a product link takes, for telling the person ("https://…/product/STYLE?colour=COLOUR").
    var linkForm: String { get }
}
