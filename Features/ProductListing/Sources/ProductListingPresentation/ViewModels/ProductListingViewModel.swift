import ProductListingDomain
import Navigation
import Observation
import ReplKit

/// The product listing: pages of 20, turned by next, prev or number, in the order the person chose.
@MainActor
@Observable
public final class ProductListingViewModel {
    public private(set) var state: ScreenState<ProductListingPageDomainModel, ProductListingFailure> = .loading
    public private(set) var query = ProductListingQueryDomainModel()
    /// How importing the catalog file went, said above the list until another page is shown.
    public private(set) var catalogImport: ProductCatalogImportDomainModel?

    @ObservationIgnored private let viewProductListingUseCase: ViewProductListingUseCase
    @ObservationIgnored private let sortProductListingUseCase: SortProductListingUseCase
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<ProductListingFlowStep>
    @ObservationIgnored private let sourceUseCases: ProductListingSourceUseCases
    /// Hears how many products are saved while the catalog is imported the first time.
    @ObservationIgnored public var importProgressChanged: @Sendable (Int) -> Void = { _ in }

    public init(
        viewProductListingUseCase: ViewProductListingUseCase,
        sortProductListingUseCase: SortProductListingUseCase,
        flowStepEmitter: FlowStepEmitter<ProductListingFlowStep>,
        sourceUseCases: ProductListingSourceUseCases = ProductListingSourceUseCases()
    ) {
        self.viewProductListingUseCase = viewProductListingUseCase
        self.sortProductListingUseCase = sortProductListingUseCase
        self.flowStepEmitter = flowStepEmitter
        self.sourceUseCases = sourceUseCases
    }

    /// The products on screen now, in order.
    public var visibleProducts: [ProductSummaryDomainModel] {
        state.loadedContent?.products ?? []
    }

    /// Imports the catalog file first when the app was started with one, then shows the page.
    public func screenAppeared() async {
        let imported = await sourceUseCases.importProductCatalogFile?.execute(onProgress: importProgressChanged)
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
        do {
            show(try await sortProductListingUseCase.execute(sort: sort, in: query))
            return nil
        } catch {
            return .failed(ProductListingFailure(error))
        }
    }

    public func productTapped(styleNumber: String) {
        flowStepEmitter.emit(.productTappedFromProductListing(styleNumber: styleNumber))
    }

    private func with(offset: Int) -> ProductListingQueryDomainModel {
        var moved = query
        moved.offset = offset
        return moved
    }

    private func load(_ wanted: ProductListingQueryDomainModel) async -> ProductListingNotice? {
        await present(
            { try await viewProductListingUseCase.execute(query: wanted, onImportProgress: importProgressChanged) },
            notice: ProductListingNotice.source
        )
    }

    /// Shows the page `fetch` gives and returns what `notice` says of it, or why it could not be had.
    private func present(
        _ fetch: () async throws -> ProductListingPageDomainModel, notice: (ProductListingPageDomainModel) -> ProductListingNotice?
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

    private func show(_ page: ProductListingPageDomainModel) {
        catalogImport = nil
        query = page.query
        state = .loaded(page, isEmpty: \.products.isEmpty)
    }
}
