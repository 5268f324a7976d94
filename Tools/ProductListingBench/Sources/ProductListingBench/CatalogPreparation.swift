import Foundation
import Persistence
import ProductCatalogKit
import ProductListingData

/// Makes the bench's catalog: generated as JSON Lines by the generator's own code,
/// then imported into a scratch database by the app's importer, as `--products-file` does.
struct CatalogPreparation {
    let count: Int
    let seed: UInt64
    let folder: URL

    struct Timings {
        /// `nil` when an existing catalog file was imported.
        let generateSeconds: Double?
        let importSeconds: Double
    }

    enum Phase {
        case generated, imported
    }

    /// Whether `database` holds this catalog already, imported by an earlier run.
    func isDone(in database: AppDatabase) async throws -> Bool {
        try await ProductCatalogMarkDAO(database: database).mark()?.productCount == count
    }

    /// Writes the catalog file (unless `existing` names one) and imports it into `database`;
    /// `finished` hears the end of each phase. The generated file is kept when `keepFile`.
    func run(
        into database: AppDatabase, existing: URL?, keepFile: Bool, progress: @escaping @Sendable (String) -> Void,
        finished: (Phase) -> Void
    ) async throws -> Timings {
        let clock = ContinuousClock()
        var generateSeconds: Double?
        let file: URL
        if let existing {
            file = existing
        } else {
            file = folder.appendingPathComponent("catalog.jsonl")
            let start = clock.now
            guard FileManager.default.createFile(atPath: file.path, contents: nil),
                let handle = FileHandle(forWritingAtPath: file.path)
            else {
                throw BenchFailure("cannot write \(file.path)")
            }
            try JSONLinesWriter().write(ProductCatalogGenerator(count: count, seed: seed).products(), to: handle)
            try handle.close()
            generateSeconds = Self.seconds(clock.now - start)
            progress(String(format: "generated %d products in %.1f s", count, generateSeconds ?? 0))
            finished(.generated)
        }

        let start = clock.now
        let outcome = await ProductCatalogFileRepository(database: database, file: file).importOnce { imported in
            if imported % 100_000 == 0 { progress("imported \(imported)") }
        }
        let imported = clock.now - start
        finished(.imported)
        guard outcome == .imported(productCount: count) else {
            throw BenchFailure("the import ended with \(String(describing: outcome))")
        }
        if existing == nil, !keepFile { try? FileManager.default.removeItem(at: file) }
        return Timings(generateSeconds: generateSeconds, importSeconds: Self.seconds(imported))
    }

    static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}

/// Why the bench could not go on.
struct BenchFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
