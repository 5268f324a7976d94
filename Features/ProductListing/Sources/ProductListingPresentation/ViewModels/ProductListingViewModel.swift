import Analytics
import Navigation
import Observation
import ProductListingDomain
import ReplKit

/// The product listing: pages of 20, turned by next, prev or number, in the
/// order the person chose, narrowed by their filters and search, laid out as
/// a list or a grid.
@MainActor
@Observable
public final class ProductListingViewModel {
    public private(set) var state: ScreenState<ProductListingPageDomainModel, ProductListingFailure> = .loading
    public private(set) var query: ProductListingQueryDomainModel
    public private(set) var layout: ProductListingLayoutDomainModel = .list
    /// How importing the catalog file went, said above the list until another page is shown.
    public private(set) var catalogImport: ProductCatalogImportDomainModel?

    @ObservationIgnored private let useCases: ProductListingUseCases
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<ProductListingFlowStep>
    @ObservationIgnored private let sourceUseCases: ProductListingSourceUseCases
    @ObservationIgnored private let analytics: AnalyticsTracker
    /// Told how many products are saved while the catalog is imported the first time (the
    /// progress line, given by the DiContainer).
    @ObservationIgnored private let importProgressChanged: @Sendable (ProductImportProgressDomainModel) -> Void

    /// `initialQuery` is what the listing first shows: everything, a category, or a brand's products.
    public init(
        initialQuery: ProductListingQueryDomainModel = ProductListingQueryDomainModel(),
        useCases: ProductListingUseCases,
        flowStepEmitter: FlowStepEmitter<ProductListingFlowStep>,
        sourceUseCases: ProductListingSourceUseCases = ProductListingSourceUseCases(),
        analytics: AnalyticsTracker = .disabled,
        importProgressChanged: @escaping @Sendable (ProductImportProgressDomainModel) -> Void = { _ in }
    ) {
        self.importProgressChanged = importProgressChanged
        query = initialQuery
        self.useCases = useCases
        self.flowStepEmitter = flowStepEmitter
        self.sourceUseCases = sourceUseCases
        self.analytics = analytics
    }

    /// The products on screen now, in order.
    public var visibleProducts: [ProductSummaryDomainModel] {
        state.loadedContent?.products ?? []
    }

    /// Imports the catalog file first when the app was started with one, then shows the page.
    public func screenAppeared() async {
        analytics.track(ProductListingAnalyticsEvent.productsViewed)
        let imported = await sourceUseCases.importProductCatalogFile?.execute(onProgress: importProgressChanged)
        if let saved = try? await useCases.viewLayout.execute() { layout = saved }
        _ = await load(query)
        if let imported { catalogImport = imported }
    }

    /// Asks the source for this page again; says whether it could.
    public func refreshTapped() async -> ProductListingNotice? {
        guard let refresh = sourceUseCases.refreshProductListing else { return await load(query) }
        let wanted = query
        return await present({ try await refresh.execute(query: wanted) }, notice: ProductListingNotice.refreshOutcome)
    }

    public func nextPageTapped() async -> ProductListingNotice? {
        guard let pagination = state.loadedContent?.pagination else { return nil }
        guard let next = pagination.nextPage else { return .alreadyOnLastPage }
        return await load(with(offset: next))
    }

    public func previousPageTapped() async -> ProductListingNotice? {
        guard let pagination = state.loadedContent?.pagination else { return nil }
        guard let previous = pagination.previousPage else { return .alreadyOnFirstPage }
        return await load(with(offset: previous))
    }

    /// Goes to page `number`, from 1, when there is one.
    public func pageChosen(_ number: Int) async -> ProductListingNotice? {
        guard let pagination = state.loadedContent?.pagination else { return nil }
        guard (1...max(pagination.pages, 1)).contains(number) else { return .noSuchPage(pages: pagination.pages) }
        return await load(with(offset: PaginationDomainModel.offset(ofPage: number, limit: query.limit)))
    }

    public func sortChanged(_ sort: ProductListingSortDomainModel) async -> ProductListingNotice? {
        await show { [query, useCases] in try await useCases.sort.execute(sort: sort, in: query) }
    }

    /// The person typed `filter …`: the changes apply in turn, and the first page of what is left shows.
    public func filtersChanged(_ changes: [ProductListingFilterChangeDomainModel]) async -> ProductListingNotice? {
        await show { [query, useCases] in try await useCases.filter.execute(changes, in: query) }
    }

    /// The person searched for `text` (no text clears the search).
    public func searchSubmitted(_ text: String) async -> ProductListingNotice? {
        let term = text.trimmingCharacters(in: .whitespaces)
        if !term.isEmpty { analytics.track(ProductListingAnalyticsEvent.searched(term: term)) }
        return await show { [query, useCases] in try await useCases.search.execute(text: text, in: query) }
    }

    /// The filters of what is listed now, each value with its count.
    public func filtersTapped() async -> Result<ProductListingFacetsDomainModel, ProductListingFailure> {
        do {
            return .success(try await useCases.viewFilters.execute(query: query))
        } catch {
            return .failure(ProductListingFailure(error))
        }
    }

    public func layoutChosen(_ chosen: ProductListingLayoutDomainModel) async -> ProductListingNotice? {
        do {
            try await useCases.changeLayout.execute(chosen)
            layout = chosen
            return nil
        } catch {
            return .failed(ProductListingFailure(error))
        }
    }

    public func productTapped(styleNumber: String) {
        flowStepEmitter.emit(.productTappedFromProductListing(styleNumber: styleNumber))
    }

    /// `suggest TEXT` found something: it is shown on a screen of its own, where it can be opened.
    public func suggestionsFound(_ suggestions: ProductSuggestionsDomainModel) {
        flowStepEmitter.emit(.suggestionsShownFromProductListing(suggestions))
    }

    public func categoriesTapped() {
        flowStepEmitter.emit(.categoriesTappedFromProductListing)
    }

    public func brandsTapped() {
        flowStepEmitter.emit(.brandsTappedFromProductListing)
    }

    private func with(offset: Int) -> ProductListingQueryDomainModel {
        var moved = query
        moved.offset = offset
        return moved
    }

    private func load(_ wanted: ProductListingQueryDomainModel) async -> ProductListingNotice? {
        await present(
            { [useCases, importProgressChanged] in
                try await useCases.view.execute(
                    query: wanted, onImportProgress: { importProgressChanged(ProductImportProgressDomainModel(productCount: $0)) }
                )
            },
            notice: ProductListingNotice.source
        )
    }

    /// Shows the page `fetch` gives and returns what `notice` says of it, or why it could not be had.
    private func present(
        _ fetch: () async throws -> ProductListingPageDomainModel,
        notice: (ProductListingPageDomainModel) -> ProductListingNotice?
    ) async -> ProductListingNotice? {
        do {
            let page = try await fetch()
            show(page)
            return notice(page)
        } catch is CancellationError {
            return nil
        } catch {
            let failure = ProductListingFailure(error)
            if state.loadedContent == nil { state = .failure(failure) }
            return .failed(failure)
        }
    }

    /// Shows a page of a changed listing (sorted, filtered, searched) with what its source says of it.
    private func show(_ fetch: @Sendable () async throws -> ProductListingPageDomainModel) async -> ProductListingNotice? {
        await present(fetch, notice: ProductListingNotice.source)
    }

    private func show(_ page: ProductListingPageDomainModel) {
        catalogImport = nil
        query = page.query
        state = .loaded(page, isEmpty: \.products.isEmpty)
    }
}
