import Foundation
import Persistence
import ProductListingData
import ProductListingTesting
import TestSupport
import Testing

/// `RemoteProductBrowseRepository` and the facets saved with a page, over real SQLite
/// and an in-memory products server.
@Suite("Products server brands, navigation, suggestions and facets saved on the device")
struct RemoteProductBrowseRepositoryTests {
    private let clock = AdjustableTestClock()

    private func repositories(
        _ source: FakeProductsRemoteSource, database: AppDatabase? = nil, maxAge: TimeInterval = 3_600
    ) throws -> (browse: RemoteProductBrowseRepository, pages: RemoteProductCatalogRepository) {
        let database = try database ?? TestDatabase.inMemory([ProductListingDatabaseMigrations()])
        let policy = ProductCatalogCachePolicy(maxAge: maxAge)
        return (
            RemoteProductBrowseRepository(
                pagesDAO: RemoteProductPagesDAO(database: database), documents: RemoteProductDocumentsDAO(database: database),
                source: source,
                cachePolicy: policy, clock: clock
            ),
            RemoteProductCatalogRepository(
                dao: RemoteProductPagesDAO(database: database), source: source, cachePolicy: policy, clock: clock)
        )
    }

    private func shopSource(answersFilters: Bool = true) throws -> FakeProductsRemoteSource {
        FakeProductsRemoteSource(
            products: try FakeProductsRemoteSource.products(ProductShopFixture.lines), answersFilters: answersFilters)
    }

    @Test("Given brands saved a minute ago When they are synced again Then the saved copy is used and the server is not asked")
    func brandsSavedAndReused() async throws {
        let source = try shopSource()
        let (browse, _) = try repositories(source)
        _ = try await browse.syncBrands()
        source.replaceProducts([])
        clock.advance(by: 60)

        guard case .current(let brands) = try await browse.syncBrands() else {
            Issue.record("Expected the saved brands")
            return
        }

        #expect(brands.count == 5)
        #expect(try await browse.savedBrands()?.count == 5)
    }

    @Test(
        "Given a menu saved longer ago than the cache allows When the server is down Then the saved copy comes with the problem and when it was saved"
    )
    func navigationSavedWhenDown() async throws {
        let source = try shopSource()
        source.setNavigation([ProductNavigationItemDataModel(title: "Women", type: "LISTING", url: "/c/women", items: [])])
        let (browse, _) = try repositories(source, maxAge: 60)
        _ = try await browse.syncNavigation()
        let savedAt = clock.now()
        clock.advance(by: 120)
        source.fail(with: .timedOut)

        guard case .saved(let items, let fetchedAt, let problem) = try await browse.syncNavigation() else {
            Issue.record("Expected the saved menu")
            return
        }

        #expect(items.map(\.title) == ["Women"])
        #expect(fetchedAt == savedAt)
        #expect(problem == .timedOut)
    }

    @Test("Given nothing saved When the server is down Then the suggestions are unavailable with its problem")
    func suggestionsNothingSaved() async throws {
        let source = try shopSource()
        source.fail(with: .unreachable)
        let (browse, _) = try repositories(source)

        guard case .unavailable(let problem) = try await browse.syncSuggestion(for: "den") else {
            Issue.record("Expected unavailable")
            return
        }

        #expect(problem == .unreachable)
    }

    @Test("Given a server that cannot list its menus When the navigation is synced Then the header menu is asked for")
    func headerWhenNoHandles() async throws {
        let source = try shopSource()
        source.setNavigation([], handle: "header", handles: nil)
        let (browse, _) = try repositories(source)

        _ = try await browse.syncNavigation()

        #expect(source.browseAsked.navigationAsked == ["header"])
    }

    @Test("Given a page with facets and a hierarchy When it is saved and read back Then they come with it")
    func facetsSavedWithPage() async throws {
        let (_, pages) = try repositories(try shopSource())

        let outcome = try await pages.syncPage(
            AlfieProductListingVariablesDataModel(offset: 0, limit: 20, categoryId: "women-tops"))

        guard case .fetched(let page) = outcome else {
            Issue.record("Expected a fetched page")
            return
        }
        #expect(page.filters?.map(\.name) == [.brand, .colour, .size])
        #expect(page.filters?.first?.values.map(\.name) == ["Café Crème", "Ondine"])
        #expect(page.hierarchy.map(\.name) == ["Women", "Tops"])
    }

    @Test("Given a page from a server without facets When it is saved and read back Then it has none")
    func noFacetsSavedAsNone() async throws {
        let (_, pages) = try repositories(try shopSource(answersFilters: false))

        guard case .fetched(let page) = try await pages.syncPage(AlfieProductListingVariablesDataModel(offset: 0, limit: 20))
        else {
            Issue.record("Expected a fetched page")
            return
        }

        #expect(page.filters == nil)
    }

    @Test("Given brands saved from one server When another server is used Then they are gone")
    func anotherServerClearsDocuments() async throws {
        let database = try TestDatabase.inMemory([ProductListingDatabaseMigrations()])
        let (first, _) = try repositories(try shopSource(), database: database)
        _ = try await first.syncBrands()
        let other = FakeProductsRemoteSource(products: [], sourceDescription: "fake://other")
        let (second, _) = try repositories(other, database: database)

        #expect(try await second.savedBrands() == nil)
    }
}
