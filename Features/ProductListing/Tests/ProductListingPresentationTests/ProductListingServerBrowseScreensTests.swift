import Foundation
import Navigation
import ProductListingData
import ProductListingDependencyContainer
import ProductListingDomain
import ProductListingPresentation
import ProductListingTesting
import ReplKit
import TestSupport
import Testing

/// The browse screens on a products server: brands and categories without counts it
/// does not give, its facets, and a server without them.
@Suite("Browse screens on a products server")
@MainActor
struct ProductListingServerBrowseScreensTests {
    private let emitter = FlowStepEmitter<ProductListingFlowStep>()

    private func container(answersFilters: Bool = true, lines: [String] = ProductShopFixture.lines) throws -> (
        ProductListingDiContainer, FakeProductsRemoteSource
    ) {
        let source = FakeProductsRemoteSource(
            products: try FakeProductsRemoteSource.products(lines), answersFilters: answersFilters)
        let container = ProductListingDiContainer(
            database: try TestDatabase.inMemory([ProductListingDiContainer.databaseMigrations]),
            currentAppLanguage: TestAppLanguage.current("en"), catalogFile: nil,
            configuration: ProductListingSourceConfiguration(), clock: AdjustableTestClock(), remoteSource: source
        )
        return (container, source)
    }

    @Test(
        "Given a server's brands When the brands show Then they are A to Z by name alone, with no count the server did not give")
    func brandsWithoutCounts() async throws {
        let view = try container().0.makeProductBrandsView(flowStepEmitter: emitter)
        await view.appear()

        #expect(
            view.render() == [
                "C", "  1. Café Crème", "  2. Café Noir", "O", "  3. Ondine", "  4. Otto Weiß", "S", "  5. Søren & Co",
                "5 brands",
                "Type open and a number to see that brand's products, or search and a few letters to find a brand.",
            ])
    }

    @Test("Given a server's menu When the categories show Then its listings show indented, without counts")
    func categoriesWithoutCounts() async throws {
        let (container, source) = try container()
        source.setNavigation([
            ProductNavigationItemDataModel(
                title: "Women", type: "LISTING", url: "/c/women",
                items: [
                    ProductNavigationItemDataModel(title: "Tops", type: "LISTING", url: "/c/women-tops", items: [])
                ])
        ])
        let view = container.makeProductCategoriesView(flowStepEmitter: emitter)
        await view.appear()

        #expect(view.render() == ["  1. Women", "  2.   Tops", "Type open and a number to see that category's products."])
    }

    @Test(
        "Given a server with facets When filters is typed on a brand's listing Then its values show with its counts, the brand ticked"
    )
    func facetsFromServer() async throws {
        let view = try container().0.makeProductListingView(
            flowStepEmitter: emitter,
            query: ProductListingQueryDomainModel(filters: ProductListingFiltersDomainModel(brandIds: ["b05"]))
        )
        await view.appear()

        let outcome = await view.commands.first { $0.answers(to: "filters") }?.action([])

        guard case .message(let text) = outcome else {
            Issue.record("Expected the facets, got \(String(describing: outcome))")
            return
        }
        #expect(
            text.hasPrefix(
                "Filters for 2 products\nBrand\n  ✓ Café Crème (2) · Søren & Co (1) · Ondine (1) · Otto Weiß (1) · Café Noir (1)\n"
            ))
    }

    @Test("Given a server without the filters extension When filters is typed Then it says the server gives no filter counts")
    func noFacets() async throws {
        let view = try container(answersFilters: false).0.makeProductListingView(flowStepEmitter: emitter)
        await view.appear()

        let outcome = await view.commands.first { $0.answers(to: "filters") }?.action([])

        #expect(
            outcome
                == .failure(
                    "The products server sends no filter values or counts for this listing. A filter you type is sent to it as written, for example filter colour=black."
                ))
    }

    /// The details of `styleNumber` from a server sending the shop and a product without a category.
    private func serverDetails(_ styleNumber: String) async throws -> [String] {
        let plain = ProductCatalogFixture.line(styleNumber: "N", name: "Plain Tee", categoryId: "", categoryPath: [])
        let container = try container(lines: ProductShopFixture.lines + [plain]).0
        await container.makeProductListingView(flowStepEmitter: emitter).appear()
        let view = container.makeProductDetailsView(styleNumber: styleNumber, flowStepEmitter: emitter)
        await view.appear()
        return view.render()
    }

    @Test("Given a server that gives a product's category When its details show Then the category is there")
    func detailsWithCategory() async throws {
        let lines = try await serverDetails("A")

        #expect(lines.contains("  Category: Women › Tops"))
    }

    @Test("Given a server that gives no category for a product When its details show Then there is no Category line")
    func detailsWithoutCategory() async throws {
        let lines = try await serverDetails("N")

        #expect(lines.first == "  Style number: N")
        #expect(!lines.contains { $0.contains("Category") })
        #expect(lines.contains("  Price: £12.00"))
    }

    @Test(
        "Given a server's menu with pages, outside links and an unknown type When the categories show Then the pages and links follow under Store & Services with their URLs, the unknown left out"
    )
    func storeLinks() async throws {
        let (container, source) = try container()
        source.setNavigation([
            ProductNavigationItemDataModel(title: "Women", type: "LISTING", url: "/c/women", items: []),
            ProductNavigationItemDataModel(
                title: "Help", type: "PAGE", url: "/pages/help",
                items: [
                    ProductNavigationItemDataModel(
                        title: "Store finder", type: "EXTERNAL_HTTP", url: "https://stores.example.com", items: [])
                ]),
            ProductNavigationItemDataModel(title: "Hologram", type: "TELEPORT", url: "/x", items: []),
            ProductNavigationItemDataModel(title: "Blog", type: "EXTERNAL", url: "https://blog.example.com", items: []),
        ])
        let view = container.makeProductCategoriesView(flowStepEmitter: emitter)
        await view.appear()

        #expect(
            view.render() == [
                "  1. Women", "Store & Services", "  Help · /pages/help", "  Store finder · https://stores.example.com",
                "  Blog · https://blog.example.com", "Type open and a number to see that category's products.",
            ])
        let open = try #require(view.commands.first { $0.answers(to: "open") })
        #expect(await open.action(["2"]) == .failure("there is no item 2 — type a number from 1 to 1"))
    }
}
