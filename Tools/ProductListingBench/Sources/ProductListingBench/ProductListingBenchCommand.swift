import ArgumentParser
import Foundation
import Persistence
import ProductListingBenchKit
import ProductListingData

/// `product-listing-bench`: generates a catalog (a million products by default),
/// imports it into a scratch database with the app's importer, and prints the
/// median and p99 of listing pages, filtered pages and details lookups through
/// the app's full stack and by hand, the import time and the peak memory.
@main
struct ProductListingBenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "product-listing-bench",
        abstract: "Times the product listing on a generated catalog of a million products.",
        discussion: """
            Build and run in release from the repository root:
              swift build -c release --package-path Tools/ProductListingBench
              Tools/ProductListingBench/.build/release/product-listing-bench
            """
    )

    @OptionGroup var options: ListingBenchOptions

    func run() async throws {
        #if DEBUG
        Self.note("a debug build: the figures mean something only in release (swift build -c release)")
        #endif
        let folder =
            options.scratch.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("product-listing-bench-\(UUID().uuidString)")
        defer { if !options.keep { try? FileManager.default.removeItem(at: folder) } }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

        var peakMemory = ListingBenchReport.PeakMemoryByPhase()
        let (timings, imported) = try await prepareCatalog(in: folder, peakMemory: &peakMemory)
        let browsing: BrowsePhaseResults
        if imported && !options.browseHere {
            Self.note("timing the browsing in a fresh process (--browse-here to time it in this one)")
            browsing = try FreshBrowseProcess(options: options, scratch: folder).run()
        } else {
            browsing = try await browse(in: folder)
        }
        if let results = options.browseResults {
            try browsing.write(to: URL(fileURLWithPath: results))
            return
        }
        peakMemory.browsing = browsing.peakMemoryBytes

        let report = ListingBenchReport(
            productCount: options.count, generateSeconds: timings?.generateSeconds,
            importSeconds: timings?.comparison.medianSeconds?.app, rows: browsing.rows, peakMemory: peakMemory,
            importComparison: timings?.comparison
        )
        print(report.lines.joined(separator: "\n"))
    }

    /// Generates and imports the catalog unless `--reuse` finds it done; whether it imported here.
    private func prepareCatalog(
        in folder: URL, peakMemory: inout ListingBenchReport.PeakMemoryByPhase
    ) async throws -> (CatalogPreparation.Timings?, imported: Bool) {
        let database = try AppDatabase.open(at: .directory(folder), migrations: [ProductListingDatabaseMigrations()])
        PeakMemory.reset()
        let plainImport = PlainImport(
            python: options.python,
            script: options.plainImportScript.map { URL(fileURLWithPath: $0) } ?? PlainImport.defaultScript)
        let preparation = CatalogPreparation(
            count: options.count, seed: options.seed, folder: folder, rounds: options.importRounds, plainImport: plainImport)
        if options.reuse, try await preparation.isDone(in: database) {
            Self.note("using the catalog already in \(folder.path)")
            return (nil, false)
        }
        let existing = options.catalog.map { URL(fileURLWithPath: $0) }
        var generated: Int?
        let timings = try await preparation.run(into: database, existing: existing, keepFile: options.keep, progress: Self.note) {
            phase in
            switch phase {
            case .generated: generated = PeakMemory.ofThisProcess()
            case .imported: break
            }
            PeakMemory.reset()
        }
        peakMemory.generate = generated
        peakMemory.importing = timings.comparison.rounds.compactMap(\.appPeakBytes).max()
        return (timings, true)
    }

    /// Times every scenario asked for on the catalog in `folder`, with this process's peak memory meanwhile.
    private func browse(in folder: URL) async throws -> BrowsePhaseResults {
        let database = try AppDatabase.open(at: .directory(folder), migrations: [ProductListingDatabaseMigrations()])
        PeakMemory.reset()
        let stack = BenchStack(database: database)
        // What the app does when the listing first opens: builds the browse index when the
        // catalog has none yet (a database from before an index change); untimed.
        let clock = ContinuousClock()
        let preparing = clock.now
        try await stack.catalog.prepareCatalog()
        Self.note(String(format: "catalog ready in %.1f s", CatalogPreparation.seconds(clock.now - preparing)))
        PeakMemory.reset()

        let sampler = LatencySampler(runs: options.runs, warmUp: options.warmUp)
        let options = options
        let hand = try await HandWrittenQueries(database: database)
        let deepOffset: @Sendable (Int) -> Int = { options.deepOffset(total: $0, pageSize: BenchListing.pageSize) }
        var scenarios = try await ListingScenarios(stack: stack, hand: hand, deepOffset: deepOffset).all()
        scenarios += FacetScenarios(stack: stack, hand: hand).all()
        scenarios += SearchScenarios(stack: stack, hand: hand).all()
        scenarios += try await ShoppingScenarios(database: database, stack: stack, hand: hand, productCount: options.count).all()
        var rows: [BenchRow] = []
        for timed in scenarios where options.includes(timed.name) {
            var scenario = timed
            if options.appOnly { scenario.handWritten = nil }
            let measured = try await sampler.measure(scenario)
            guard let fullStack = measured.fullStack else { continue }
            rows.append(BenchRow(name: scenario.name, fullStack: fullStack, handWritten: measured.handWritten))
            Self.note(String(format: "%@: %.3f ms median, %.3f ms p99", scenario.name, fullStack.median, fullStack.p99))
        }
        return BrowsePhaseResults(rows: rows, peakMemoryBytes: PeakMemory.ofThisProcess())
    }

    /// Progress on standard error, so standard output holds the report alone.
    @Sendable
    static func note(_ text: String) {
        FileHandle.standardError.write(Data("· \(text)\n".utf8))
    }
}
