import Analytics
import Foundation
import Localization
import Navigation
import Observation
import ProductListingDomain
import ReplKit

/// One product's details, with the colour whose sizes are shown.
@MainActor
@Observable
public final class ProductDetailsViewModel {
    public private(set) var state: ScreenState<ProductDetailsDomainModel, ProductListingFailure> = .loading
    /// The colour whose sizes are shown: the first until the person picks another.
    public private(set) var selectedColourId: String?
    /// The size the person chose with `size`, in the colour shown; `nil` until then.
    public private(set) var selectedSize: String?

    @ObservationIgnored public let styleNumber: String
    @ObservationIgnored private let viewProductDetailsUseCase: ViewProductDetailsUseCase
    @ObservationIgnored let shopping: ProductDetailsShoppingUseCases
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<ProductListingFlowStep>
    @ObservationIgnored let analytics: AnalyticsTracker
    @ObservationIgnored let shareProduct: ShareProductUseCase
    @ObservationIgnored private let toggles: ProductListingTogglesReading

    /// `colourId` picks the colour shown first (the one a bag line or wishlist item is in).
    public init(
        styleNumber: String, colourId: String? = nil, viewProductDetailsUseCase: ViewProductDetailsUseCase,
        shopping: ProductDetailsShoppingUseCases, flowStepEmitter: FlowStepEmitter<ProductListingFlowStep>,
        shareProduct: ShareProductUseCase, analytics: AnalyticsTracker = .disabled,
        toggles: @escaping ProductListingTogglesReading = { .allOn }
    ) {
        self.styleNumber = styleNumber
        self.selectedColourId = colourId
        self.viewProductDetailsUseCase = viewProductDetailsUseCase
        self.shopping = shopping
        self.flowStepEmitter = flowStepEmitter
        self.shareProduct = shareProduct
        self.analytics = analytics
        self.toggles = toggles
    }

    /// Whether the `wishlist` toggle is on now: `wish` and its hint are there only then.
    public var isWishlistOn: Bool { toggles().wishlist }

    public var selectedColour: ProductColourDomainModel? {
        state.loadedContent?.colours.first { $0.id == selectedColourId }
    }

    public func screenAppeared() async {
        analytics.track(ProductListingAnalyticsEvent.productDetailsViewed(styleNumber: styleNumber))
        do {
            let product = try await viewProductDetailsUseCase.execute(styleNumber: styleNumber)
            if !product.colours.contains(where: { $0.id == selectedColourId }) { selectedColourId = product.colours.first?.id }
            state = .content(product)
        } catch {
            state = .failure(ProductListingFailure(error))
        }
    }

    /// Shows the sizes of the colour named `name` (case and accents ignored). `false` when there is none.
    public func colourChosen(_ name: String) -> Bool {
        let wanted = SearchFolding.folded(name)
        guard
            let colour = state.loadedContent?.colours.first(where: {
                SearchFolding.folded($0.name) == wanted || SearchFolding.folded($0.id) == wanted
            })
        else { return false }
        if colour.id != selectedColourId { selectedSize = nil }
        selectedColourId = colour.id
        return true
    }

    /// Chooses the size named (any case) among the colour shown's; false when it has none of that name.
    public func sizeChosen(_ name: String) -> Bool {
        let wanted = SearchFolding.folded(name)
        guard let size = selectedColour?.sizes.compactMap(\.size).first(where: { SearchFolding.folded($0) == wanted }) else {
            return false
        }
        selectedSize = size
        return true
    }
}
