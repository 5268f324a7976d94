import ArgumentParser
import Foundation
import ProductListingBenchKit
import Testing

@Suite("The browse phase in a fresh process")
struct BrowsePhaseTests {
    @Test(
        "Given the options of a run When the fresh process's arguments are made Then they time the same scenarios on the kept catalog"
    )
    func argumentsCarryTheScenarios() throws {
        let options = try ListingBenchOptions.parse([
            "--count", "5000", "--runs", "40", "--app-only", "--only", "search", "--only", "facets",
        ])

        let arguments = options.browsePhaseArguments(scratch: "/tmp/plb", results: "/tmp/plb/out.json")

        let reparsed = try ListingBenchOptions.parse(arguments)
        #expect(reparsed.count == 5_000)
        #expect(reparsed.runs == 40)
        #expect(reparsed.warmUp == options.warmUp)
        #expect(reparsed.seed == options.seed)
        #expect(reparsed.appOnly)
        #expect(reparsed.onlyPrefixes == ["search", "facets"])
        #expect(reparsed.reuse && reparsed.keep)
        #expect(reparsed.scratch == "/tmp/plb")
        #expect(reparsed.browseResults == "/tmp/plb/out.json")
    }

    @Test("Given a browse phase's rows and peak When written and read back Then they are the same")
    func resultsRoundTrip() throws {
        let results = BrowsePhaseResults(
            rows: [
                BenchRow(
                    name: "listing newest, first page", fullStack: LatencySummary(runs: 100, median: 0.4, p99: 0.7),
                    handWritten: nil),
                BenchRow(
                    name: "details", fullStack: LatencySummary(runs: 100, median: 0.8, p99: 2.1),
                    handWritten: LatencySummary(runs: 100, median: 0.7, p99: 1.9)),
            ],
            peakMemoryBytes: 55 * 1_048_576)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("browse-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }

        try results.write(to: file)

        #expect(try BrowsePhaseResults.read(from: file) == results)
    }
}
