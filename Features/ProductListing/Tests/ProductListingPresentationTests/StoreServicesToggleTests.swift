import Analytics
import ProductListingData
import ProductListingDependencyContainer
import ProductListingDomain
import ProductListingPresentation
import Synchronization
import TestSupport
import Testing

/// Store links that count how often they were asked for.
private final class CountedStoreLinks: GetProductStoreLinksInterface {
    let asked = Mutex(0)

    func getStoreLinks() async throws -> [ProductStoreLinkDomainModel] {
        asked.withLock { $0 += 1 }
        return [ProductStoreLinkDomainModel(title: "Store finder", url: "https://stores.example.com")]
    }
}

@MainActor
@Suite("The storeServices toggle")
struct StoreServicesToggleTests {
    private let storeLines = ["Store & Services", "  Store finder · https://stores.example.com"]

    private func categories(
        _ harness: ProductListingScreensHarness, links: CountedStoreLinks, toggles: SwitchedProductListingToggles
    ) async -> ProductCategoriesView {
        let view = ProductCategoriesView(
            viewModel: ProductCategoriesViewModel(
                browseProductCategoriesUseCase: harness.container.domainLayer.getBrowseProductCategoriesUseCase(),
                viewStoreLinksUseCase: ViewProductStoreLinksUseCase(getStoreLinks: links), flowStepEmitter: harness.emitter,
                analytics: harness.container.analytics, toggles: toggles.reading),
            currentAppLanguage: harness.container.currentAppLanguage)
        await view.appear()
        return view
    }

    @Test("Given the toggles at their defaults When the categories show Then Store & Services follows them")
    func shownByDefault() async throws {
        let harness = try ProductListingScreensHarness.shop()
        let view = await categories(harness, links: CountedStoreLinks(), toggles: SwitchedProductListingToggles())

        #expect(view.render().contains(storeLines[0]))
        #expect(view.render().contains(storeLines[1]))
    }

    @Test(
        "Given Store & Services toggled off When the categories show Then its lines are gone, its links not asked for, nothing tracked for it"
    )
    func goneWhenOff() async throws {
        let harness = try ProductListingScreensHarness.shop()
        let links = CountedStoreLinks()
        let view = await categories(
            harness, links: links, toggles: SwitchedProductListingToggles(ProductListingToggles(storeServices: false)))

        #expect(!view.render().contains { storeLines.contains($0) })
        #expect(view.commands.map(\.name) == ["open"])
        #expect(links.asked.withLock { $0 } == 0)
        #expect(harness.analytics.events == [.screenView("categories")])
    }

    @Test("Given the categories shown with Store & Services When it is turned off Then its lines go at the next draw")
    func turnedOffDuringSession() async throws {
        let harness = try ProductListingScreensHarness.shop()
        let toggles = SwitchedProductListingToggles()
        let view = await categories(harness, links: CountedStoreLinks(), toggles: toggles)

        toggles.set { $0.storeServices = false }

        #expect(!view.render().contains(storeLines[0]))
    }

    @Test("Given Store & Services off When it is turned back on and the categories show again Then its lines come back")
    func turnedBackOn() async throws {
        let harness = try ProductListingScreensHarness.shop()
        let links = CountedStoreLinks()
        let toggles = SwitchedProductListingToggles(ProductListingToggles(storeServices: false))
        let view = await categories(harness, links: links, toggles: toggles)

        toggles.set { $0.storeServices = true }
        await view.appear()

        #expect(view.render().contains(storeLines[1]))
        #expect(links.asked.withLock { $0 } == 1)
    }

    @Test(
        "Given a server's menu with a page and Store & Services toggled off When the categories open from their route Then the page is not listed"
    )
    func offThroughTheFeature() async throws {
        let shop = try ToggledProductListingFeature(off: [ProductListingFeature.storeServicesToggle])
        shop.source.setNavigation([
            ProductNavigationItemDataModel(title: "Women", type: "LISTING", url: "/c/women", items: []),
            ProductNavigationItemDataModel(title: "Help", type: "PAGE", url: "/pages/help", items: []),
        ])

        #expect(try await shop.refusal("products/categories") == nil)
        let off = try await shop.appearedTop().render()
        shop.toggles.set(ProductListingFeature.storeServicesToggle.name, on: true)
        let on = try await shop.appearedTop().render()

        #expect(!off.contains("Store & Services") && !off.contains("  Help · /pages/help"))
        #expect(on.contains("Store & Services") && on.contains("  Help · /pages/help"))
    }
}

@Suite("The ProductListing toggles' declarations")
struct ProductListingTogglesDeclarationTests {
    @Test(
        "Given the ProductListing feature When its toggles are read Then wishlist and storeServices are declared, on by default, saying what they hide"
    )
    func declared() {
        #expect(ProductListingFeature.toggles.map(\.name) == ["wishlist", "storeServices"])
        #expect(ProductListingFeature.toggles.allSatisfy { $0.isOnByDefault && !$0.hides.isEmpty })
        #expect(ProductListingFeature.wishlistToggle.hides.contains("`wish`"))
        #expect(ProductListingFeature.storeServicesToggle.settingKey == "toggles.storeServices")
    }
}
