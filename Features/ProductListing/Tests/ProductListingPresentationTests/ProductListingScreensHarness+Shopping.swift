import Foundation
import Localization
import Navigation
import ProductListingDomain
import ProductListingPresentation
import ProductListingTesting
import TestSupport

/// The bag and wishlist screens of the harness, and shortcuts to fill them.
extension ProductListingScreensHarness {
    /// A harness on a small catalog: `TEE` (Navy and Black in S, M, L, Navy S none left, Navy M 2 left,
    /// the rest 5, £12.00) and `CAP` (one size, Red, £9.00, 1 left).
    static func shop(
        appLanguage: String = "en", toggles: @escaping ProductListingTogglesReading = { .allOn }
    ) throws -> ProductListingScreensHarness {
        try ProductListingScreensHarness(
            appLanguage: appLanguage,
            catalogFile: try ProductCatalogFixture.file([
                ProductCatalogFixture.line(
                    styleNumber: "TEE", name: "Élise Tee", colours: ["Navy", "Black"], sizes: ["S", "M", "L"],
                    stock: ["navy/S": 0, "navy/M": 2]
                ),
                ProductCatalogFixture.line(
                    styleNumber: "CAP", name: "Cap", pricePence: 900, colours: ["Red"], sizes: [], stock: ["red/": 1]),
            ]),
            toggles: toggles)
    }

    func bagView() async -> BagView {
        let view = container.makeBagView(flowStepEmitter: emitter)
        await view.appear()
        return view
    }

    func wishlistView() async -> WishlistView {
        let view = container.makeWishlistView(flowStepEmitter: emitter)
        await view.appear()
        return view
    }

    func addToBag(_ styleNumber: String, colour: String, size: String? = nil) async throws {
        _ = try await container.domainLayer.getAddProductToBagUseCase()
            .execute(ProductChoiceDomainModel(styleNumber: styleNumber, colourId: colour, size: size))
    }

    func wish(_ styleNumber: String, colour: String) async throws {
        _ = try await container.domainLayer.getAddProductToWishlistUseCase()
            .execute(ProductChoiceDomainModel(styleNumber: styleNumber, colourId: colour))
    }

    /// The bag screen on a bag that always holds `lines`, in `appLanguage`.
    static func fixedBagView(_ lines: [BagLineDomainModel], appLanguage: String = "en") async -> BagView {
        let bag = FixedShoppingBag(lines: lines)
        let view = BagView(
            viewModel: BagViewModel(
                viewBagUseCase: ViewBagUseCase(bag: bag), changeBagLineQuantityUseCase: ChangeBagLineQuantityUseCase(bag: bag),
                removeBagLineUseCase: RemoveBagLineUseCase(bag: bag),
                moveBagLineToWishlistUseCase: MoveBagLineToWishlistUseCase(bag: bag),
                flowStepEmitter: FlowStepEmitter()
            ),
            currentAppLanguage: TestAppLanguage.current(appLanguage)
        )
        await view.appear()
        return view
    }
}

/// `text` with the no-break spaces number formats use turned into plain spaces, to compare with what a person reads.
func plainSpaces(_ text: String) -> String {
    text.replacingOccurrences(of: "\u{00A0}", with: " ").replacingOccurrences(of: "\u{202F}", with: " ")
}
