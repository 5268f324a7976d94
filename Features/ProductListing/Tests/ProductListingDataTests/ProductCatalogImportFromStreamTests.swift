import Dispatch
import Foundation
import Persistence
import ProductListingTesting
import TestSupport
import Testing

@testable import ProductListingData

/// A catalog that arrives slowly (a named pipe here; a stalled disk or a network folder in
/// life): cancelling the import while it waits for more lines ends it at once.
@Suite("Importing a catalog that arrives slowly")
struct ProductCatalogImportFromStreamTests {
    // The time limit is a guard: without the wake-up, the load would wait for line 601 for ever.
    @Test(
        "Given a catalog of 3 and a file that gave 600 lines and then nothing When the import is cancelled while it waits Then it ends cancelled and the 3 stay",
        .timeLimit(.minutes(3))
    )
    func cancelWhileWaitingForLines() async throws {
        let database = try TestDatabase.inMemory([ProductListingDatabaseMigrations()])
        try await ProductCatalogImporter(database: database).importCatalog(
            from: try ProductCatalogFixture.file(ProductCatalogFixture.numbered(3)), version: "before")
        let pipe = try NamedPipe()
        defer { pipe.remove() }
        // The load checks for cancelling every 500 products: after the 500th's report, only the
        // wake-up of the load waiting for line 601 can end it.
        let lines = ProductCatalogFixture.numbered(600).map { $0 + "\n" }.joined()
        pipe.writeInBackground(lines)
        let fiveHundredIn = DispatchSemaphore(value: 0)

        let importing = Task {
            try await ProductCatalogImporter(database: database).importCatalog(
                from: pipe.url, version: "after",
                onProgress: { report in
                    if report.stage == .loading && report.productCount == 500 { fiveHundredIn.signal() }
                })
        }
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                fiveHundredIn.wait()
                continuation.resume()
            }
        }
        importing.cancel()

        await #expect(throws: CancellationError.self) { try await importing.value }
        let kept = try await database.writer.read { db in
            (
                try String.fetchOne(db, sql: "SELECT catalog_version FROM product_catalog_import"),
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM product") ?? 0
            )
        }
        #expect(kept.0 == "before" && kept.1 == 3)
        pipe.closeWriter()
    }
}
