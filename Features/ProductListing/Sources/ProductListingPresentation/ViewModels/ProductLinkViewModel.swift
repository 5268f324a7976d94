import Navigation
import ProductListingDomain

/// Opens product links typed on the listing (`open-link LINK`).
@MainActor
public final class ProductLinkViewModel {
    private let openProductLink: OpenProductLinkUseCase
    private let flowStepEmitter: FlowStepEmitter<ProductListingFlowStep>

    public init(openProductLink: OpenProductLinkUseCase, flowStepEmitter: FlowStepEmitter<ProductListingFlowStep>) {
        self.openProductLink = openProductLink
        self.flowStepEmitter = flowStepEmitter
    }

    /// The form product links take ("https://…/product/STYLE?colour=COLOUR").
    public var linkForm: String { openProductLink.linkForm }

    /// Opens the product `text` links to, in its colour; what was wrong when it cannot.
    public func linkOpened(_ text: String) async -> ProductListingFailure? {
        do {
            let linked = try await openProductLink.execute(link: text)
            flowStepEmitter.emit(.productLinkOpenedFromProductListing(styleNumber: linked.styleNumber, colourId: linked.colourId))
            return nil
        } catch {
            return ProductListingFailure(error)
        }
    }
}
