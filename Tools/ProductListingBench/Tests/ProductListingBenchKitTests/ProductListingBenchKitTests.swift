import Foundation
import ProductListingBenchKit
import Testing

@Suite("Product listing bench figures")
struct ProductListingBenchKitTests {
    @Test("Given 100 samples of 1 to 100 ms When summarised Then the median is 50.5 ms and p99 99.01 ms")
    func summary() throws {
        let summary = try #require(LatencySummary((1...100).map { Duration.milliseconds($0) }))

        #expect(summary.runs == 100)
        #expect(summary.median == 50.5)
        #expect(abs(summary.p99 - 99.01) < 0.000_1)
    }

    @Test("Given no samples When summarised Then there is no summary")
    func noSamples() {
        #expect(LatencySummary([]) == nil)
    }

    @Test("Given a full stack at 1.2 ms and the same query by hand at 1.0 ms When compared Then the overhead is 1.2×")
    func overhead() {
        let overhead = StackOverhead(
            fullStack: LatencySummary(runs: 1, median: 1.2, p99: 3), handWritten: LatencySummary(runs: 1, median: 1, p99: 2)
        )

        #expect(abs(overhead.medianRatio - 1.2) < 0.000_1)
        #expect(overhead.p99Ratio == 1.5)
    }

    @Test("Given a /proc status text When the peak is read Then VmHWM's kilobytes come as bytes")
    func peakMemory() {
        let status = "Name:\tbench\nVmPeak:\t  912000 kB\nVmHWM:\t   48212 kB\nVmRSS:\t   40000 kB\n"

        #expect(PeakMemory.bytes(fromStatus: status) == 48_212 * 1_024)
        #expect(PeakMemory.bytes(fromStatus: "Name:\tbench\n") == nil)
    }

    @Test("Given a million products in pages of 20 When the deep page is chosen Then it is the middle one, at offset 500,000")
    func deepOffset() throws {
        let options = try ListingBenchOptions.parse([])

        #expect(options.deepOffset(total: 1_000_000, pageSize: 20) == 500_000)
        #expect(options.deepOffset(total: 45, pageSize: 20) == 20)
    }

    @Test("Given a listing row over 5 ms at p99 and a ratio of 1.4 When the report is read Then both targets say missed")
    func verdicts() {
        let report = ListingBenchReport(
            productCount: 1_000_000, generateSeconds: 1, importSeconds: 2,
            rows: [
                BenchRow(
                    name: "listing newest, first page", fullStack: LatencySummary(runs: 1, median: 1.4, p99: 6),
                    handWritten: LatencySummary(runs: 1, median: 1, p99: 1))
            ],
            peakMemory: .init()
        )

        #expect(
            report.verdicts == [
                "listing p99 < 5 ms: MISSED (slowest 6.00 ms, listing newest, first page)",
                "full stack ≤ 1.3× by hand: MISSED (worst 1.40×, listing newest, first page)",
            ])
        #expect(report.lines.contains("products      1,000,000"))
    }

    @Test(
        "Given facets at 30 ms, a search at 60 ms and peaks of 70 MB importing and 65 MB browsing When the report is read Then each kind and each phase has its own target"
    )
    func verdictsPerKind() {
        let report = ListingBenchReport(
            productCount: 10, generateSeconds: nil, importSeconds: nil,
            rows: [
                BenchRow(name: "facets, none", fullStack: LatencySummary(runs: 1, median: 10, p99: 30), handWritten: nil),
                BenchRow(
                    name: "search, a common word", fullStack: LatencySummary(runs: 1, median: 20, p99: 60), handWritten: nil),
                BenchRow(name: "details", fullStack: LatencySummary(runs: 1, median: 80, p99: 90), handWritten: nil),
            ],
            peakMemory: .init(importing: 70 * 1_048_576, browsing: 65 * 1_048_576)
        )

        #expect(
            report.verdicts == [
                "facets p99 < 50 ms: met (slowest 30.00 ms, facets, none)",
                "search p99 < 50 ms: MISSED (slowest 60.00 ms, search, a common word)",
                "import peak memory < 100 MB: met (70.0 MB)",
                "browse peak memory < 60 MB: MISSED (65.0 MB)",
            ])
    }

    @Test(
        "Given --only listing and search When scenario names are checked Then only those starting so are timed, and all without --only"
    )
    func onlyPrefixes() throws {
        let some = try ListingBenchOptions.parse(["--only", "listing", "--only", "search"])
        let all = try ListingBenchOptions.parse([])

        #expect(some.includes("listing newest, first page") && some.includes("search, a rare word"))
        #expect(!some.includes("facets, none"))
        #expect(all.includes("bag, add"))
    }

    @Test("Given a set saved as little-endian words When read back and combined Then members, counts and intersections hold")
    func idSet() {
        var bytes = Data()
        for word in [UInt64(0b1011), UInt64(1) << 63] { withUnsafeBytes(of: word.littleEndian) { bytes.append(contentsOf: $0) } }
        let saved = BenchIdSet(data: bytes, limit: 128)
        var other = BenchIdSet(limit: 128)
        for id in [1, 3, 127, 200] { other.insert(id) }

        #expect(saved.count == 4)
        #expect(saved.contains(0) && saved.contains(127) && !saved.contains(2))
        #expect(saved.intersectionCount(other) == 3)
        #expect(saved.subtracting(other).count == 1)
        #expect(BenchIdSet.intersection(of: [saved, other])?.count == 3)
        #expect(BenchIdSet.intersection(of: []) == nil)
    }

    @Test(
        "Given an order of 10 in chunks of 4 When pages are sliced either way Then each names its chunks and the positions in them"
    )
    func slices() {
        let forward = SortOrderPage.slices(offset: 3, limit: 3, total: 10, chunkSize: 4, descending: false)
        let backward = SortOrderPage.slices(offset: 0, limit: 3, total: 10, chunkSize: 4, descending: true)

        #expect(forward.map(\.chunk) == [0, 1] && forward.map(\.range) == [3..<4, 0..<2])
        #expect(backward.map(\.chunk) == [2, 1] && backward.map(\.range) == [0..<2, 3..<4])
        #expect(SortOrderPage.slices(offset: 10, limit: 5, total: 10, chunkSize: 4, descending: false).isEmpty)
    }

    @Test(
        "Given two sets over an order in chunks When a page spanning both is walked either way Then it takes members in the order's order"
    )
    func walk() {
        let chunks: [[UInt32]] = [[9, 8, 7], [6, 5, 4], [3, 2, 1], [0]]
        var first = BenchIdSet(limit: 10)
        var second = BenchIdSet(limit: 10)
        for id in [8, 5, 2] { first.insert(id) }
        for id in [9, 4, 0] { second.insert(id) }

        let forward = SortOrderPage.walk(segments: [first, second], offset: 2, limit: 3, chunkCount: 4, descending: false) {
            chunks[$0]
        }
        let backward = SortOrderPage.walk(segments: [first, second], offset: 0, limit: 4, chunkCount: 4, descending: true) {
            chunks[$0]
        }

        #expect(forward == [2, 9, 4])
        #expect(backward == [2, 5, 8, 0])
    }

    @Test("Given little-endian ids in a chunk When read Then they come back in order")
    func chunkIds() {
        var bytes = Data()
        for id in [UInt32(7), 1_000_000, 0] { withUnsafeBytes(of: id.littleEndian) { bytes.append(contentsOf: $0) } }

        #expect(SortOrderPage.ids(inChunk: bytes) == [7, 1_000_000, 0])
    }

    @Test(
        "Given three rounds of the app's import beside the plain one When the report is read Then the medians are compared and each target named"
    )
    func importComparison() {
        let rounds = [(50.0, 48.0), (40.0, 45.0), (44.0, 47.0)].map { app, plain in
            ImportComparison.Round(
                appSeconds: app, plainSeconds: plain, appDatabaseBytes: 1_048_576, plainDatabaseBytes: 2 * 1_048_576,
                appPeakBytes: 90 * 1_048_576)
        }
        let comparison = ImportComparison(productCount: 1_000_000, rounds: rounds)

        #expect(comparison.medianSeconds?.app == 44 && comparison.medianSeconds?.plain == 47)
        #expect(
            comparison.verdicts == [
                "import ≤ plain import: met (44.0 s against 47.0 s, 0.94×)",
                "import ≤ 60 s a million (60.0 s for 1,000,000): met (44.0 s)",
                "import peak memory < 100 MB: met (90.0 MB)",
            ])
        #expect(comparison.lines.first == "import round 1  app 50.0 s (1.0 MB)   plain 48.0 s (2.0 MB)   app / plain 1.04×")
    }

    @Test("Given a quarter of the file read in 10 s When progress is written Then it says the rate and about 30 s left")
    func progressLine() {
        let loading = ImportProgressText.line(
            productCount: 250_000, bytesRead: 250, totalBytes: 1_000, elapsedSeconds: 10, indexing: false)
        let indexing = ImportProgressText.line(
            productCount: 1_000_000, bytesRead: 1_000, totalBytes: 1_000, elapsedSeconds: 40, indexing: true)

        #expect(loading == "250,000 products, 25,000 a second, 25% of the file, about 30 s left to read")
        #expect(indexing == "1,000,000 products, 25,000 a second, 40.0 s: every product in, building the indexes")
    }
}
