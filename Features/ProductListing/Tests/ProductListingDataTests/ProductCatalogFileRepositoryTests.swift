import Foundation
import GRDB
import Persistence
import ProductListingData
import ProductListingTesting
import SystemKit
import TestSupport
import Testing

/// `ProductCatalogFileRepository`: a `--products-file` catalog imported into real SQLite.
@Suite("Importing a catalog file")
struct ProductCatalogFileRepositoryTests {
    /// A database holding the 30 numbered products as the bundled catalog.
    private func databaseWithCatalog() async throws -> AppDatabase {
        let database = try TestDatabase.inMemory([ProductListingDatabaseMigrations()])
        try await ProductCatalogImporter(database: database).importCatalog(
            from: try ProductCatalogFixture.file(ProductCatalogFixture.numbered(30)),
            version: ProductCatalogRepository.bundledCatalogVersion
        )
        return database
    }

    private func productCount(_ database: AppDatabase) async throws -> Int {
        try await database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM product") ?? 0 }
    }

    @Test(
        "Given a file of 45 products When it is imported Then they replace the catalog and the listing keeps them after preparing"
    )
    func importsFile() async throws {
        let database = try await databaseWithCatalog()
        let file = try ProductCatalogFixture.file(ProductCatalogFixture.numbered(45))

        let outcome = await ProductCatalogFileRepository(database: database, file: file).importOnce()

        #expect(outcome == .imported(productCount: 45))
        try await ProductCatalogRepository(database: database).prepareCatalog()
        #expect(try await productCount(database) == 45)
    }

    @Test("Given a file imported once in this session When it is imported again Then nothing is done")
    func oncePerSession() async throws {
        let database = try await databaseWithCatalog()
        let repository = ProductCatalogFileRepository(
            database: database, file: try ProductCatalogFixture.file(ProductCatalogFixture.numbered(3)))
        _ = await repository.importOnce()

        #expect(await repository.importOnce() == nil)
    }

    @Test("Given the same unchanged file in a new session When it is imported Then it is in already and not read again")
    func unchangedFileNotImportedTwice() async throws {
        let database = try await databaseWithCatalog()
        let file = try ProductCatalogFixture.file(ProductCatalogFixture.numbered(3))
        _ = await ProductCatalogFileRepository(database: database, file: file).importOnce()

        let outcome = await ProductCatalogFileRepository(database: database, file: file).importOnce()

        #expect(outcome == .alreadyImported(productCount: 3))
    }

    @Test(
        "Given a file whose line 3 is broken When it is imported Then nothing of it is saved, the 30 products before stay, and line 3 is named"
    )
    func badLineKeepsCatalog() async throws {
        let database = try await databaseWithCatalog()
        let lines = ProductCatalogFixture.numbered(2) + [#"{"styleNumber":"X""#] + ProductCatalogFixture.numbered(5).suffix(2)

        let outcome = await ProductCatalogFileRepository(database: database, file: try ProductCatalogFixture.file(lines))
            .importOnce()

        #expect(outcome == .failed(.invalidLine(3), keptProductCount: 30))
        #expect(try await productCount(database) == 30)
    }

    @Test("Given a file repeating a style number on line 2 When it is imported Then line 2 is named and the catalog stays")
    func duplicateLine() async throws {
        let database = try await databaseWithCatalog()
        let line = ProductCatalogFixture.line(styleNumber: "D1", name: "Dress")

        let outcome = await ProductCatalogFileRepository(database: database, file: try ProductCatalogFixture.file([line, line]))
            .importOnce()

        #expect(outcome == .failed(.invalidLine(2), keptProductCount: 30))
    }

    @Test("Given no file at the path When it is imported Then it is missing and the catalog stays")
    func missingFile() async throws {
        let database = try await databaseWithCatalog()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-catalog-\(UUID().uuidString).jsonl")

        let outcome = await ProductCatalogFileRepository(database: database, file: file).importOnce()

        #expect(outcome == .failed(.missing, keptProductCount: 30))
        #expect(try await productCount(database) == 30)
    }

    @Test("Given a folder for the file When it is imported Then it cannot be read")
    func folderIsUnreadable() async throws {
        let database = try await databaseWithCatalog()
        let folder = try TestDatabase.makeTemporaryDirectory(named: "catalog-folder")
        defer { try? FileManager.default.removeItem(at: folder) }

        let outcome = await ProductCatalogFileRepository(database: database, file: folder).importOnce()

        #expect(outcome == .failed(.unreadable, keptProductCount: 30))
    }

    @Test("Given a file of blank lines and no catalog yet When it is imported Then it holds no products and nothing was kept")
    func emptyFile() async throws {
        let database = try TestDatabase.inMemory([ProductListingDatabaseMigrations()])

        let outcome = await ProductCatalogFileRepository(database: database, file: try ProductCatalogFixture.file(["", ""]))
            .importOnce()

        #expect(outcome == .failed(.empty, keptProductCount: nil))
        #expect(try await ProductCatalogMarkDAO(database: database).mark() == nil)
    }

    @Test("Given a file of 1,200 products When it is imported Then progress is heard every 500 and at the end")
    func reportsProgress() async throws {
        let database = try TestDatabase.inMemory([ProductListingDatabaseMigrations()])
        let lines = (1...1_200).map { ProductCatalogFixture.line(styleNumber: "Q\($0)", name: "Product \($0)", sizes: []) }
        let progress = ProgressRecorder()

        _ = await ProductCatalogFileRepository(database: database, file: try ProductCatalogFixture.file(lines)).importOnce(
            progress: progress.record)

        #expect(progress.values == [500, 1_000, 1_200])
    }
}

/// Collects the progress an import reports, from any thread.
final class ProgressRecorder: Sendable {
    private let recorded = LockedState<[Int]>([])

    var values: [Int] { recorded.withLock { $0 } }

    var record: @Sendable (Int) -> Void {
        { [self] value in recorded.withLock { $0.append(value) } }
    }
}
