import Foundation
import GRDB
import Persistence
import ProductListingData
import ProductListingTesting
import TestSupport
import Testing

/// `RemoteProductCatalogRepository` over real SQLite and an in-memory products server.
@Suite("Products server pages saved on the device")
struct RemoteProductCatalogRepositoryTests {
    private let clock = AdjustableTestClock()
    private let firstPage = AlfieProductListingVariablesDataModel(offset: 0, limit: 20)

    private func repository(
        _ source: FakeProductsRemoteSource, database: AppDatabase? = nil, maxAge: TimeInterval = 3_600
    ) throws -> (RemoteProductCatalogRepository, AppDatabase) {
        let database = try database ?? TestDatabase.inMemory([ProductListingDatabaseMigrations()])
        let repository = RemoteProductCatalogRepository(
            dao: RemoteProductPagesDAO(database: database), source: source,
            cachePolicy: ProductCatalogCachePolicy(maxAge: maxAge), clock: clock
        )
        return (repository, database)
    }

    @Test(
        "Given a server with 45 products When page 2 is synced Then it is fetched, saved in order with the server's pagination, and its rows read from the catalog tables"
    )
    func fetchesAndSaves() async throws {
        let source = try FakeProductsRemoteSource.numbered(45)
        let (repository, _) = try repository(source)

        let outcome = try await repository.syncPage(AlfieProductListingVariablesDataModel(offset: 20, limit: 20))

        guard case .fetched(let page) = outcome else {
            Issue.record("Expected a fetched page, got \(outcome)")
            return
        }
        #expect(page.products.map(\.styleNumber) == (21...40).map { String(format: "P%03d", $0) })
        #expect((page.offset, page.limit, page.total) == (20, 20, 45))
        #expect(page.fetchedAt == clock.now())
        #expect(page.products.first?.brandName == "Maison Élodie")
        #expect(page.products.first?.lowPrice == 1_210)
    }

    @Test("Given a page saved a minute ago When it is synced again Then the saved copy is used and the server is not asked")
    func usesRecentCopy() async throws {
        let source = try FakeProductsRemoteSource.numbered(5)
        let (repository, _) = try repository(source)
        _ = try await repository.syncPage(firstPage)
        clock.advance(by: 60)

        let outcome = try await repository.syncPage(firstPage)

        guard case .saved(let page) = outcome else {
            Issue.record("Expected the saved page, got \(outcome)")
            return
        }
        #expect(page.products.count == 5)
        #expect(source.listingsAsked.count == 1)
    }

    @Test("Given a page saved longer ago than the cache allows When it is synced Then it is fetched again")
    func refetchesExpiredCopy() async throws {
        let source = try FakeProductsRemoteSource.numbered(5)
        let (repository, _) = try repository(source, maxAge: 3_600)
        _ = try await repository.syncPage(firstPage)
        clock.advance(by: 3_601)

        let outcome = try await repository.syncPage(firstPage)

        guard case .fetched = outcome else {
            Issue.record("Expected a fetched page, got \(outcome)")
            return
        }
        #expect(source.listingsAsked.count == 2)
    }

    @Test("Given a recent saved page When it is synced bypassing the cache Then the server is asked again")
    func refreshBypassesCache() async throws {
        let source = try FakeProductsRemoteSource.numbered(5)
        let (repository, _) = try repository(source)
        _ = try await repository.syncPage(firstPage)

        _ = try await repository.syncPage(firstPage, bypassingCache: true)

        #expect(source.listingsAsked.count == 2)
    }

    @Test(
        "Given a saved page and a server that is down When the expired page is synced Then the saved copy comes with the failure")
    func keepsSavedCopyWhenDown() async throws {
        let source = try FakeProductsRemoteSource.numbered(5)
        let (repository, _) = try repository(source)
        _ = try await repository.syncPage(firstPage)
        let savedAt = clock.now()
        clock.advance(by: 7_200)
        source.fail(with: .unreachable)

        let outcome = try await repository.syncPage(firstPage)

        guard case .unavailable(.unreachable, let saved?) = outcome else {
            Issue.record("Expected the saved copy, got \(outcome)")
            return
        }
        #expect(saved.fetchedAt == savedAt)
        #expect(saved.products.count == 5)
    }

    @Test(
        "Given nothing saved and a server answering with errors When a page is synced Then the failure comes with nothing saved")
    func nothingSavedWhenDown() async throws {
        let source = try FakeProductsRemoteSource.numbered(5)
        source.fail(with: .graphQLErrors(["Listing unavailable"]))
        let (repository, _) = try repository(source)

        let outcome = try await repository.syncPage(firstPage)

        #expect(outcome == .unavailable(.graphQLErrors(["Listing unavailable"]), saved: nil))
    }

    @Test("Given different sorts When their first pages are synced Then each is saved apart and read back in its own order")
    func listingsSavedApart() async throws {
        let source = try FakeProductsRemoteSource.numbered(3)
        let (repository, _) = try repository(source)
        let dearest = AlfieProductListingVariablesDataModel(offset: 0, limit: 20, sort: .highToLow)
        _ = try await repository.syncPage(firstPage)
        _ = try await repository.syncPage(dearest)
        source.fail(with: .unreachable)
        clock.advance(by: 7_200)

        let outcome = try await repository.syncPage(dearest)

        guard case .unavailable(_, let saved?) = outcome else {
            Issue.record("Expected the saved copy, got \(outcome)")
            return
        }
        #expect(saved.products.map(\.styleNumber) == ["P003", "P002", "P001"])
    }

    @Test(
        "Given a server that sends its first page for every offset When page 2 is synced Then it is saved for page 2 as what it is: the page at 0"
    )
    func savesServedOffset() async throws {
        let source = try FakeProductsRemoteSource.numbered(45, sendsFirstPageForEveryOffset: true)
        let (repository, _) = try repository(source)

        let outcome = try await repository.syncPage(AlfieProductListingVariablesDataModel(offset: 20, limit: 20))

        guard case .fetched(let page) = outcome else {
            Issue.record("Expected a fetched page, got \(outcome)")
            return
        }
        #expect(page.offset == 0)
        #expect(page.products.first?.styleNumber == "P001")
    }

    @Test(
        "Given the bundled catalog in the tables When a server's page is synced Then the catalog is replaced by the server's products alone"
    )
    func replacesOtherCatalog() async throws {
        let database = try TestDatabase.inMemory([ProductListingDatabaseMigrations()])
        try await ProductCatalogImporter(database: database).importCatalog(
            from: try ProductCatalogFixture.file(ProductCatalogFixture.numbered(30)), version: "bundled-test"
        )
        let source = try FakeProductsRemoteSource(
            products: FakeProductsRemoteSource.products([
                ProductCatalogFixture.line(styleNumber: "R1", name: "Remote Coat")
            ]))
        let (repository, _) = try repository(source, database: database)

        _ = try await repository.syncPage(firstPage)

        let count = try await database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM product") }
        #expect(count == 1)
        #expect(try await ProductCatalogMarkDAO(database: database).mark()?.version == "remote:fake://products")
    }

    @Test(
        "Given a product saved from a page When it is fetched again with new stock Then its variants are replaced, not added to")
    func productReplacedOnRefetch() async throws {
        let source = try FakeProductsRemoteSource(
            products: FakeProductsRemoteSource.products([
                ProductCatalogFixture.line(styleNumber: "R1", name: "Coat", sizes: ["M"], stock: ["black/M": 4])
            ]))
        let (repository, database) = try repository(source)
        _ = try await repository.syncPage(firstPage)
        source.replaceProducts(
            try FakeProductsRemoteSource.products([
                ProductCatalogFixture.line(styleNumber: "R1", name: "Coat", sizes: ["M"], stock: ["black/M": 1])
            ]))

        #expect(try await repository.syncProduct(styleNumber: "R1", bypassingCache: true) == .ready)

        let details = try #require(try await ProductListingDAO(database: database).product(styleNumber: "R1"))
        #expect(details.variants.map(\.stock) == [1])
        #expect(source.productsAsked == ["id-R1"])
    }

    @Test("Given a product no longer on the server When it is synced Then the saved copy is removed")
    func productGoneFromServer() async throws {
        let source = try FakeProductsRemoteSource.numbered(2)
        let (repository, database) = try repository(source)
        _ = try await repository.syncPage(firstPage)
        source.replaceProducts([])

        #expect(try await repository.syncProduct(styleNumber: "P001", bypassingCache: true) == .notOnServer)

        #expect(try await ProductListingDAO(database: database).product(styleNumber: "P001") == nil)
    }

    @Test("Given a saved product and a server that is down When its expired copy is synced Then the failure says a copy is kept")
    func productKeptWhenDown() async throws {
        let source = try FakeProductsRemoteSource.numbered(2)
        let (repository, _) = try repository(source)
        _ = try await repository.syncPage(firstPage)
        clock.advance(by: 7_200)
        source.fail(with: .timedOut)

        #expect(try await repository.syncProduct(styleNumber: "P002") == .unavailable(.timedOut, isSaved: true))
        #expect(try await repository.syncProduct(styleNumber: "P999") == .unavailable(.timedOut, isSaved: false))
    }

    @Test("Given two products sharing a SKU on one page When the page is saved Then the first is kept and the second left out")
    func clashingSKULeftOut() async throws {
        let first = ProductCatalogFixture.line(styleNumber: "A", name: "First", sizes: [])
        let twin = ProductCatalogFixture.line(styleNumber: "B", name: "Twin", sizes: []).replacingOccurrences(
            of: #""sku":"B-black""#, with: #""sku":"A-black""#)
        let source = try FakeProductsRemoteSource(products: FakeProductsRemoteSource.products([first, twin]))
        let (repository, _) = try repository(source)

        let outcome = try await repository.syncPage(firstPage)

        guard case .fetched(let page) = outcome else {
            Issue.record("Expected a fetched page, got \(outcome)")
            return
        }
        #expect(page.products.map(\.styleNumber) == ["A"])
    }
}
