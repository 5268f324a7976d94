import Foundation
import Navigation
import Observation
import ProductListingDomain
import ReplKit

/// Every brand A to Z under its first letter, with its product count, each leading to its
/// products; `search` narrows them to the names holding a text.
@MainActor
@Observable
public final class ProductBrandsViewModel {
    public private(set) var state: ScreenState<[ProductBrandDomainModel], ProductListingFailure> = .loading
    /// What the person searched the brands' names for; empty shows them all.
    public private(set) var searchText = ""

    @ObservationIgnored private let browseProductBrandsUseCase: BrowseProductBrandsUseCase
    @ObservationIgnored private let searchProductBrandsUseCase: SearchProductBrandsUseCase
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<ProductListingFlowStep>

    public init(
        browseProductBrandsUseCase: BrowseProductBrandsUseCase, searchProductBrandsUseCase: SearchProductBrandsUseCase,
        flowStepEmitter: FlowStepEmitter<ProductListingFlowStep>
    ) {
        self.browseProductBrandsUseCase = browseProductBrandsUseCase
        self.searchProductBrandsUseCase = searchProductBrandsUseCase
        self.flowStepEmitter = flowStepEmitter
    }

    /// The brands shown, under their letters, in the order they are numbered.
    public var brandGroups: [ProductBrandGroupDomainModel] {
        searchProductBrandsUseCase.execute(text: searchText, in: state.loadedContent ?? [])
    }

    public var visibleBrands: [ProductBrandDomainModel] {
        brandGroups.flatMap(\.brands)
    }

    /// The person searched the brands for `text` (no text shows them all again).
    public func brandSearchSubmitted(_ text: String) {
        searchText = text.trimmingCharacters(in: .whitespaces)
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
