import Navigation
import ProductListingDomain

/// What `suggest TEXT` found, numbered across its sections; opening one searches for it,
/// lists a brand's products or shows a product.
@MainActor
public final class ProductSuggestionsViewModel {
    public let suggestions: ProductSuggestionsDomainModel
    public let flowStepEmitter: FlowStepEmitter<ProductListingFlowStep>

    public init(suggestions: ProductSuggestionsDomainModel, flowStepEmitter: FlowStepEmitter<ProductListingFlowStep>) {
        self.suggestions = suggestions
        self.flowStepEmitter = flowStepEmitter
    }

    /// The suggestions as numbered on screen.
    public var items: [ProductSuggestionItem] {
        ProductSuggestionItem.items(suggestions)
    }

    public func suggestionTapped(_ item: ProductSuggestionItem) {
        switch item {
        case .search(let keyword): flowStepEmitter.emit(.searchTappedFromProductSuggestions(text: keyword.value))
        case .brand(let brand): flowStepEmitter.emit(.brandTappedFromProductSuggestions(brandId: brand.id))
        case .product(let product): flowStepEmitter.emit(.productTappedFromProductSuggestions(styleNumber: product.styleNumber))
        }
    }
}
