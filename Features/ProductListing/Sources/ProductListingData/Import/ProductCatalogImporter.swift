import Foundation
import GRDB
import Persistence
import SystemKit

/// Imports a JSON Lines catalog into the product tables in one transaction: the catalog
/// before stays whole until the new one is all in, so a bad line, a cancelled import
/// or a crash never leaves half a catalog.
///
/// The file is streamed a chunk at a time and each line read from its bytes, checked,
/// cleaned and folded on a thread of its own (``ProductCatalogReadAhead``) while the lines
/// before are written: rows with statements prepared once, the full-text row beside them,
/// browse values gathered in memory (``ProductCatalogImportSink``). The listing indexes are dropped before the load and
/// built once after it, and the browse index is saved from what was gathered
/// (``ProductBrowseIndexBuilder/finish(_:values:terms:)``).
public struct ProductCatalogImporter: Sendable {
    /// How often progress is reported, in products.
    public static let progressInterval = 500
    /// SQLite's page cache while importing, in KiB (negative, as the pragma takes it): the
    /// tables grow at their ends, so their last pages are all a load keeps using, and SQLite's
    /// sorter takes as much again for each index built after it. 32 MiB measured no faster and
    /// peaked at 143 MB for a million products; 8 MiB keeps the import well under 100 MB.
    static let importCacheSize = -8_192

    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// Replaces the saved catalog with the one in `file` and marks it as `version`.
    /// `progress` hears the number of products imported so far, then the total.
    /// Returns how many products were imported.
    @discardableResult
    public func importCatalog(
        from file: URL, version: String, progress: @escaping @Sendable (Int) -> Void = { _ in }
    ) async throws -> Int {
        try await importCatalog(
            from: file, version: version,
            onProgress: { report in
                if report.stage == .loading { progress(report.productCount) }
            })
    }

    /// Replaces the saved catalog with the one in `file` and marks it as `version`;
    /// `onProgress` hears how far it has come every ``progressInterval`` products, at the
    /// end of the load, and when the indexes are built. Cancelling the task stops the
    /// import at the next product and keeps the catalog before (`CancellationError`).
    @discardableResult
    public func importCatalog(
        from file: URL, version: String, onProgress: @escaping @Sendable (ProductCatalogImportProgressDataModel) -> Void
    ) async throws -> Int {
        let cancellation = ProductCatalogImportCancellation()
        let totalBytes = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.intValue ?? 0
        let count: Int
        do {
            count = try await withTaskCancellationHandler {
                try await database.writer.write { db in
                    try Self.load(
                        file, version: version, into: db, totalBytes: totalBytes, cancellation: cancellation,
                        onProgress: onProgress)
                }
            } onCancel: {
                cancellation.cancel()
            }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_INTERRUPT && cancellation.isCancelled {
            // GRDB interrupts SQLite when the task is cancelled: the transaction is rolled back all the same.
            throw CancellationError()
        }
        // The import's page cache, clean once committed, and the heap it freed are given back
        // rather than kept for browsing.
        try? await database.writer.writeWithoutTransaction { $0.releaseMemory() }
        FreedHeap.giveBack()
        return count
    }

    private static func load(
        _ file: URL, version: String, into db: Database, totalBytes: Int, cancellation: ProductCatalogImportCancellation,
        onProgress: (ProductCatalogImportProgressDataModel) -> Void
    ) throws -> Int {
        func isCancelled() -> Bool { cancellation.isCancelled }
        let clock = ContinuousClock()
        let start = clock.now
        func report(_ stage: ProductCatalogImportProgressDataModel.Stage, _ count: Int, _ bytes: Int) {
            let (seconds, attoseconds) = (clock.now - start).components
            onProgress(
                ProductCatalogImportProgressDataModel(
                    stage: stage, productCount: count, bytesRead: bytes, totalBytes: max(totalBytes, bytes),
                    elapsedSeconds: Double(seconds) + Double(attoseconds) / 1e18))
        }
        let cacheSize = try Int.fetchOne(db, sql: "PRAGMA cache_size")
        try db.execute(sql: "PRAGMA cache_size = \(importCacheSize)")
        defer { try? db.execute(sql: "PRAGMA cache_size = \(cacheSize ?? -2_000)") }
        try ProductCatalogLoadSchema.emptyForLoad(db)
        try ProductCatalogLoadSchema.pauseSearchMerging(db)
        let readAhead = try ProductCatalogReadAhead(file: file)
        cancellation.whenCancelled { readAhead.interrupt() }
        defer { readAhead.stop() }
        let sink = try ProductCatalogImportSink(db)
        var count = 0
        var bytesRead = 0
        var terms: ProductBrowseTermCounter?
        while terms == nil {
            switch readAhead.next() {
            case .lines(let lines, let read):
                for line in lines {
                    try sink.add(line)
                    count += 1
                    if count % progressInterval == 0 {
                        if isCancelled() { throw CancellationError() }
                        report(.loading, count, read)
                    }
                }
                bytesRead = read
            case .end(let counted):
                terms = counted
            case .failure(let error):
                throw error
            case .interrupted:
                throw CancellationError()
            }
        }
        guard count > 0, let terms else { throw ProductCatalogImportError.noProducts }
        if count % progressInterval != 0 { report(.loading, count, bytesRead) }
        if isCancelled() { throw CancellationError() }
        try db.execute(
            sql: "INSERT INTO product_catalog_import (id, catalog_version, product_count) VALUES (1, ?, ?)",
            arguments: [version, count]
        )
        report(.indexing, count, bytesRead)
        try ProductCatalogLoadSchema.createIndexes(db)
        try ProductCatalogLoadSchema.mergeSearchIndex(db)
        try ProductBrowseIndexBuilder.finish(db, values: sink.values, terms: terms)
        if isCancelled() { throw CancellationError() }
        return count
    }

    /// Empties every catalog table and the mark of the imported catalog.
    static func deleteCatalog(_ db: Database) throws {
        try ProductCatalogLoadSchema.deleteRows(db)
    }
}
