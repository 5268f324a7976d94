import Dispatch
import Foundation
import GRDB
import Persistence
import ProductListingTesting
import SystemKit
import TestSupport
import Testing

@testable import ProductListingData

/// `ProductCatalogImporter`: malformed lines named with their number and what is wrong,
/// a cancelled import keeping the catalog before, and what the streamed load saves.
@Suite("Importing a catalog, line by line")
struct ProductCatalogImporterTests {
    private func databaseWithCatalog(_ count: Int = 3) async throws -> AppDatabase {
        let database = try TestDatabase.inMemory([ProductListingDatabaseMigrations()])
        try await ProductCatalogImporter(database: database).importCatalog(
            from: try ProductCatalogFixture.file(ProductCatalogFixture.numbered(count)), version: "before")
        return database
    }

    private func catalog(_ database: AppDatabase) async throws -> (version: String?, count: Int, searchRows: Int) {
        try await database.writer.read { db in
            (
                try String.fetchOne(db, sql: "SELECT catalog_version FROM product_catalog_import"),
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM product") ?? 0,
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM product_search WHERE product_search MATCH 'product'") ?? 0
            )
        }
    }

    private func importError(_ lines: [String], into database: AppDatabase) async throws -> ProductCatalogImportError? {
        do {
            try await ProductCatalogImporter(database: database).importCatalog(
                from: try ProductCatalogFixture.file(lines), version: "after")
            return nil
        } catch let error as ProductCatalogImportError {
            return error
        }
    }

    @Test(
        "Given malformed lines When each is imported after two good ones Then its number (blank lines counted) and what is wrong are said",
        arguments: [
            (#"{"styleNumber":"X","#, "not JSON: expected a string at byte 20"),
            (#"{"styleNumber":"X"} trailing"#, "not JSON: expected the end of the line after the product at byte 21"),
            (#"{"styleNumber":"X"}"#, "no name"),
            (#"{"styleNumber":"X","name":"\q"}"#, "not JSON: expected a known escape at byte 29"),
            (#"["not an object"]"#, "not JSON: expected an object at byte 1"),
        ])
    func malformedLine(line: String, reason: String) async throws {
        let database = try await databaseWithCatalog()
        let lines = ProductCatalogFixture.numbered(2) + ["", line]

        let error = try await importError(lines, into: database)

        #expect(error == .invalidLine(line: 4, reason: reason))
        #expect(try await catalog(database).version == "before")
    }

    @Test("Given a variant whose stock is a fraction When imported Then the line is named as wanting a whole number")
    func fractionalStock() async throws {
        let database = try await databaseWithCatalog()
        let line = ProductCatalogFixture.line(styleNumber: "F1", name: "Fraction").replacingOccurrences(
            of: #""stock":5"#, with: #""stock":5.5"#)

        let error = try await importError([line], into: database)

        guard case .invalidLine(1, let reason) = error else {
            Issue.record("expected line 1 to be named, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("a whole number"))
    }

    @Test("Given a line with escapes, unknown fields and CRLF endings When imported Then its text is decoded and it is saved")
    func escapesAndUnknownFields() async throws {
        let database = try TestDatabase.inMemory([ProductListingDatabaseMigrations()])
        let line = ProductCatalogFixture.line(styleNumber: "E1", name: #"Caf\u00e9 \"Noir\" \ud83d\ude00"#)
            .replacingOccurrences(of: #""styleNumber""#, with: #""extra":{"list":[1,-2.5e3,true,null]},"styleNumber""#)
        let file = try ProductCatalogFixture.file([line + "\r", ProductCatalogFixture.numbered(1)[0] + "\r"])

        let count = try await ProductCatalogImporter(database: database).importCatalog(from: file, version: "v")

        #expect(count == 2)
        let name = try await database.writer.read {
            try String.fetchOne($0, sql: "SELECT name FROM product WHERE style_number = 'E1'")
        }
        #expect(name == "Café \"Noir\" 😀")
    }

    @Test(
        "Given a catalog of 3 When an import of 600 is cancelled once 500 are in Then it ends cancelled and the 3 stay, searchable"
    )
    func cancelledImportKeepsCatalog() async throws {
        let database = try await databaseWithCatalog()
        let file = try ProductCatalogFixture.file(ProductCatalogFixture.numbered(600))
        let firstReport = DispatchSemaphore(value: 0)
        let cancelled = DispatchSemaphore(value: 0)
        let importing = Task {
            try await ProductCatalogImporter(database: database).importCatalog(
                from: file, version: "after",
                onProgress: { report in
                    guard report.productCount == 500, report.stage == .loading else { return }
                    firstReport.signal()
                    cancelled.wait()
                })
        }
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                firstReport.wait()
                continuation.resume()
            }
        }
        importing.cancel()
        cancelled.signal()

        await #expect(throws: CancellationError.self) { try await importing.value }
        let kept = try await catalog(database)
        #expect(kept.version == "before" && kept.count == 3 && kept.searchRows == 3)
    }

    @Test("Given a file repository When its import is cancelled Then nothing is reported and the file can be imported again")
    func cancelledFileImportCanBeTriedAgain() async throws {
        let database = try await databaseWithCatalog()
        let repository = ProductCatalogFileRepository(
            database: database, file: try ProductCatalogFixture.file(ProductCatalogFixture.numbered(4)))

        let cancelledTask = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await repository.importOnce()
        }

        #expect(await cancelledTask.value == nil)
        #expect(try await catalog(database).count == 3)
        #expect(await repository.importOnce() == .imported(productCount: 4))
    }

    @Test("Given 1,200 products When imported Then progress says the bytes read of the file's size, and indexing comes last")
    func progressCountsBytes() async throws {
        let database = try TestDatabase.inMemory([ProductListingDatabaseMigrations()])
        let file = try ProductCatalogFixture.file(ProductCatalogFixture.numbered(1_200))
        let size = try #require((try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.intValue)
        let reports = LockedState<[ProductCatalogImportProgressDataModel]>([])

        try await ProductCatalogImporter(database: database).importCatalog(
            from: file, version: "v", onProgress: { report in reports.withLock { $0.append(report) } })

        let heard = reports.withLock { $0 }
        #expect(heard.map(\.productCount) == [500, 1_000, 1_200, 1_200])
        #expect(heard.map(\.stage) == [.loading, .loading, .loading, .indexing])
        #expect(heard[0].bytesRead > 0 && heard[0].bytesRead < heard[1].bytesRead && heard[2].bytesRead == size)
        #expect(heard.allSatisfy { $0.totalBytes == size })
        #expect(heard[2].loadingSecondsLeft == nil)
    }

    @Test("Given a catalog imported When the browse index is built again from the saved tables Then it is the same")
    func streamedIndexMatchesRebuild() async throws {
        let database = try TestDatabase.inMemory([ProductListingDatabaseMigrations()])
        let lines =
            ProductCatalogFixture.numbered(40)
            + [
                ProductCatalogFixture.line(
                    styleNumber: "Z1", name: "Søren Crème Coat", brand: "Ærø Łódź", brandId: "b02", colours: ["Black", "Red"],
                    sizes: ["M", "XL"], categoryId: "men-coats", categoryPath: ["Men", "Coats"])
            ]
        try await ProductCatalogImporter(database: database).importCatalog(
            from: try ProductCatalogFixture.file(lines), version: "v")
        let streamed = try await browseTables(database)

        try await database.writer.write { try ProductBrowseIndexBuilder.rebuild($0) }

        #expect(try await browseTables(database) == streamed)
    }

    private func browseTables(_ database: AppDatabase) async throws -> [String] {
        try await database.writer.read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT kind || '|' || value_id || '|' || name || '|' || position || '|' || product_count || '|' || hex(products)
                        FROM product_browse_value
                    UNION ALL SELECT term_key || '|' || term || '|' || product_count FROM product_browse_term
                    UNION ALL SELECT term || '|' || product_count || '|' || hex(COALESCE(products, '')) FROM product_search_term
                    UNION ALL SELECT sort || '|' || chunk || '|' || hex(product_ids) FROM product_browse_order
                    ORDER BY 1
                    """)
        }
    }
}
