/// The person opens a product link someone shared: the product it names, in its colour.
public struct OpenProductLinkUseCase: Sendable {
    private let links: any ProductLinksInterface
    private let getProduct: any GetProductDetailsInterface

    public init(links: any ProductLinksInterface, getProduct: any GetProductDetailsInterface) {
        self.links = links
        self.getProduct = getProduct
    }

    /// The form product links take, to show the person.
    public var linkForm: String { links.linkForm }

    /// Throws `ProductListingError.notAProductLink` for text that is no product link, and
    /// `productNotFound` for a product the shop does not have. A colour the product does not
    /// come in is left out: the product opens in its first colour.
    public func execute(link text: String) async throws -> ProductLinkDomainModel {
        guard let linked = links.product(linkedBy: text) else {
            throw ProductListingError.notAProductLink(text, form: links.linkForm)
        }
        let product = try await getProduct.getProduct(styleNumber: linked.styleNumber)
        let colour = product.colours.first { $0.id.lowercased() == linked.colourId?.lowercased() }
        return ProductLinkDomainModel(styleNumber: product.styleNumber, colourId: colour?.id, url: linked.url)
    }
}
