import ProductListingDomain

/// The use cases the listing screen runs, built by the DiContainer.
public struct ProductListingUseCases: Sendable {
    let view: ViewProductListingUseCase
    let sort: SortProductListingUseCase
    let filter: FilterProductListingUseCase
    let viewFilters: ViewProductListingFiltersUseCase
    let search: SearchProductListingUseCase
    let viewLayout: ViewProductListingLayoutUseCase
    let changeLayout: ChangeProductListingLayoutUseCase

    public init(
        view: ViewProductListingUseCase, sort: SortProductListingUseCase, filter: FilterProductListingUseCase,
        viewFilters: ViewProductListingFiltersUseCase, search: SearchProductListingUseCase,
        viewLayout: ViewProductListingLayoutUseCase, changeLayout: ChangeProductListingLayoutUseCase
    ) {
        self.view = view
        self.sort = sort
        self.filter = filter
        self.viewFilters = viewFilters
        self.search = search
        self.viewLayout = viewLayout
        self.changeLayout = changeLayout
    }
}
