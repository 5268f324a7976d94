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

    private func container(answersFilters: Bool = true) throws -> (ProductListingDiContainer, FakeProductsRemoteSource) {
        let source = FakeProductsRemoteSource(
            products: try FakeProductsRemoteSource.products(ProductShopFixture.lines), answersFilters: answersFilters)
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
                "  1. Café Crème", "  2. Café Noir", "  3. Ondine", "  4. Otto Weiß", "  5. Søren & Co", "5 brands",
                "Type open and a number to see that brand's products.",
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
}
