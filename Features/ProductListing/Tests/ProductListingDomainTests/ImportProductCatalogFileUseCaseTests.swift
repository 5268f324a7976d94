import Foundation
import Persistence
import ProductListingData
import ProductListingDataDomainInterface
import ProductListingDomain
import ProductListingTesting
import TestSupport
import Testing

@Suite("Importing the catalog file the app was started with")
struct ImportProductCatalogFileUseCaseTests {
    /// The use case for `file` (shown as `catalog.jsonl`) over a database holding the 30 numbered products.
    private func useCase(file: URL?) async throws -> (ImportProductCatalogFileUseCase, ViewProductListingUseCase) {
        let database = try TestDatabase.inMemory([ProductListingDatabaseMigrations()])
        let catalog = ProductCatalogRepository(
            database: database, bundledCatalog: try ProductCatalogFixture.file(ProductCatalogFixture.numbered(30)))
        try await catalog.prepareCatalog()
        let importer = ImportProductCatalogFile(
            repository: file.map { ProductCatalogFileRepository(database: database, file: $0) }, file: "catalog.jsonl"
        )
        return (
            ImportProductCatalogFileUseCase(importCatalog: importer),
            ViewProductListingUseCase(getPage: GetProductListingPage(repository: catalog))
        )
    }

    @Test("Given a file of 45 products When the app starts with it Then 45 are imported and the listing shows 45")
    func imported() async throws {
        let (importCatalog, viewListing) = try await useCase(
            file: try ProductCatalogFixture.file(ProductCatalogFixture.numbered(45)))

        let outcome = await importCatalog.execute()

        #expect(outcome == .imported(productCount: 45, file: "catalog.jsonl"))
        #expect(try await viewListing.execute(query: ProductListingQueryDomainModel()).pagination.total == 45)
    }

    @Test("Given a file with a bad line 2 When the app starts with it Then the 30 products before are kept and line 2 is named")
    func failedKeepsCatalog() async throws {
        let lines = ProductCatalogFixture.numbered(1) + ["not json"]
        let (importCatalog, viewListing) = try await useCase(file: try ProductCatalogFixture.file(lines))

        let outcome = await importCatalog.execute()

        #expect(outcome == .failed(.invalidLine(line: 2), file: "catalog.jsonl", keptProductCount: 30))
        #expect(try await viewListing.execute(query: ProductListingQueryDomainModel()).pagination.total == 30)
    }

    @Test("Given a missing file When the app starts with it Then it is missing and the catalog stays")
    func missing() async throws {
        let (importCatalog, _) = try await useCase(file: URL(fileURLWithPath: "/nonexistent/catalog-\(UUID().uuidString).jsonl"))

        #expect(await importCatalog.execute() == .failed(.missing, file: "catalog.jsonl", keptProductCount: 30))
    }

    @Test("Given a file imported already in this session When the listing opens again Then there is nothing more to import")
    func onlyOnce() async throws {
        let (importCatalog, _) = try await useCase(file: try ProductCatalogFixture.file(ProductCatalogFixture.numbered(2)))
        _ = await importCatalog.execute()

        #expect(await importCatalog.execute() == nil)
    }

    @Test("Given no file When the listing opens Then there is nothing to import")
    func noFile() async throws {
        let (importCatalog, _) = try await useCase(file: nil)

        #expect(await importCatalog.execute() == nil)
    }
}
