import Navigation
import Observation
import ProductListingDomain
import ReplKit

/// Every brand A to Z with its product count, each leading to its products.
@MainActor
@Observable
public final class ProductBrandsViewModel {
    public private(set) var state: ScreenState<[ProductBrandDomainModel], ProductListingFailure> = .loading

    @ObservationIgnored private let browseProductBrandsUseCase: BrowseProductBrandsUseCase
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<ProductListingFlowStep>

    public init(browseProductBrandsUseCase: BrowseProductBrandsUseCase, flowStepEmitter: FlowStepEmitter<ProductListingFlowStep>)
    {
        self.browseProductBrandsUseCase = browseProductBrandsUseCase
        self.flowStepEmitter = flowStepEmitter
    }

    public var visibleBrands: [ProductBrandDomainModel] {
        state.loadedContent ?? []
    }

    public func screenAppeared() async {
        do {
            state = .loaded(try await browseProductBrandsUseCase.execute())
        } catch {
            state = .failure(ProductListingFailure(error))
        }
    }

    public func brandTapped(id: String) {
        flowStepEmitter.emit(.brandTappedFromProductBrands(brandId: id))
    }
}
