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
                BenchRow(name: "listing newest, first page", fullStack: LatencySummary(runs: 1, median: 1.4, p99: 6),
                         handWritten: LatencySummary(runs: 1, median: 1, p99: 1)),
            ],
            peakMemory: .init()
        )

        #expect(report.verdicts == ["listing p99 ≤ 5 ms: MISSED (slowest 6.00 ms)", "full stack ≤ 1.3× by hand: MISSED (worst 1.40×)"])
        #expect(report.lines.contains("products      1,000,000"))
    }
}
