import Foundation
import GRDB
import Persistence
import ProductCatalogKit
import ProductListingBenchKit
import ProductListingData

/// Makes the bench's catalog: generated as JSON Lines by the generator's own code, then
/// imported by the app's importer, as `--products-file` does, round by round beside the
/// plain import of the same file (``PlainImport``), the two taking turns at going first.
struct CatalogPreparation {
    let count: Int
    let seed: UInt64
    let folder: URL
    let rounds: Int
    let plainImport: PlainImport

    struct Timings {
        /// `nil` when an existing catalog file was imported.
        let generateSeconds: Double?
        let comparison: ImportComparison
    }

    enum Phase {
        case generated, imported
    }

    /// Whether `database` holds this catalog already, imported by an earlier run.
    func isDone(in database: AppDatabase) async throws -> Bool {
        try await ProductCatalogMarkDAO(database: database).mark()?.productCount == count
    }

    /// Writes the catalog file (unless `existing` names one) and imports it, the last round
    /// into `database`; `finished` hears the end of each phase. The generated file is kept when `keepFile`.
    func run(
        into database: AppDatabase, existing: URL?, keepFile: Bool, progress: @escaping @Sendable (String) -> Void,
        finished: (Phase) -> Void
    ) async throws -> Timings {
        var generateSeconds: Double?
        let file: URL
        if let existing {
            file = existing
        } else {
            file = folder.appendingPathComponent("catalog.jsonl")
            let start = ContinuousClock.now
            guard FileManager.default.createFile(atPath: file.path, contents: nil),
                let handle = FileHandle(forWritingAtPath: file.path)
            else {
                throw BenchFailure("cannot write \(file.path)")
            }
            try JSONLinesWriter().write(ProductCatalogGenerator(count: count, seed: seed).products(), to: handle)
            try handle.close()
            generateSeconds = Self.seconds(ContinuousClock.now - start)
            progress(String(format: "generated %d products in %.1f s", count, generateSeconds ?? 0))
            finished(.generated)
        }

        var measured: [ImportComparison.Round] = []
        for round in 0..<rounds {
            let isLast = round == rounds - 1
            let plainFirst = round % 2 == 0
            var plain: PlainImport.Outcome?
            if plainFirst { plain = try runPlain(file, round: round, progress: progress) }
            let app = try await runApp(file, into: isLast ? database : nil, round: round, progress: progress)
            if !plainFirst { plain = try runPlain(file, round: round, progress: progress) }
            guard let plain else { continue }
            measured.append(
                ImportComparison.Round(
                    appSeconds: app.seconds, plainSeconds: plain.seconds, appDatabaseBytes: app.databaseBytes,
                    plainDatabaseBytes: plain.databaseBytes, appPeakBytes: app.peakBytes))
        }
        finished(.imported)
        if existing == nil, !keepFile { try? FileManager.default.removeItem(at: file) }
        return Timings(generateSeconds: generateSeconds, comparison: ImportComparison(productCount: count, rounds: measured))
    }

    private func runPlain(_ file: URL, round: Int, progress: @Sendable (String) -> Void) throws -> PlainImport.Outcome {
        let database = folder.appendingPathComponent("plain-import.sqlite")
        defer { try? FileManager.default.removeItem(at: database) }
        let outcome = try plainImport.run(catalog: file, database: database)
        guard outcome.productCount == count else {
            throw BenchFailure("the plain import read \(outcome.productCount) products, not \(count)")
        }
        progress(String(format: "round %d: plain import %.1f s", round + 1, outcome.seconds))
        return outcome
    }

    private struct AppImport {
        let seconds: Double
        let databaseBytes: Int
        let peakBytes: Int?
    }

    /// The app's import of `file` into `database`, or into a new database of its own that
    /// is removed after (every round but the last).
    private func runApp(
        _ file: URL, into database: AppDatabase?, round: Int, progress: @Sendable (String) -> Void
    ) async throws -> AppImport {
        let roundFolder = folder.appendingPathComponent("import-round-\(round + 1)")
        defer { if database == nil { try? FileManager.default.removeItem(at: roundFolder) } }
        let target =
            try database ?? AppDatabase.open(at: .directory(roundFolder), migrations: [ProductListingDatabaseMigrations()])
        PeakMemory.reset()
        let note = ImportProgressNote()
        let start = ContinuousClock.now
        let cpuBefore = Self.processorSeconds()
        let outcome = await ProductCatalogFileRepository(database: target, file: file).importOnce(onProgress: note.show)
        let seconds = Self.seconds(ContinuousClock.now - start)
        let cpu = Self.processorSeconds() - cpuBefore
        let peak = PeakMemory.ofThisProcess()
        guard outcome == .imported(productCount: count) else {
            throw BenchFailure("the import ended with \(String(describing: outcome))")
        }
        try await target.writer.writeWithoutTransaction { try $0.checkpoint(.truncate) }
        let bytes = target.fileURL.map { Self.fileSize($0) } ?? 0
        progress(String(format: "round %d: app import %.1f s (%.1f s of processor time)", round + 1, seconds, cpu))
        return AppImport(seconds: seconds, databaseBytes: bytes, peakBytes: peak)
    }

    /// The processor time this process has used, user and system, in seconds.
    private static func processorSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    private static func fileSize(_ url: URL) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber)?.intValue ?? 0
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
