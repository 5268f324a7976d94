import ContactsBenchKit
import ProductListingBenchKit
import Testing

@Suite("Contacts bench report")
struct ContactsBenchReportTests {
    private func row(_ name: String, p99: Double) -> BenchRow {
        BenchRow(
            name: name, fullStack: LatencySummary(runs: 100, median: p99 / 2, p99: p99),
            handWritten: LatencySummary(runs: 100, median: 0.1, p99: 0.2))
    }

    @Test("Given every scenario under 5 ms at p99 When the report is printed Then each kind says MET with its slowest")
    func allMet() {
        let report = ContactsBenchReport(
            contactCount: 100_000, saveSeconds: 4.2,
            rows: [
                row("page 1", p99: 0.5), row("search \"mar\"", p99: 3), row("sort name, page 1", p99: 1), row("open", p99: 0.3),
            ],
            savePeakBytes: 50 * 1_048_576, browsePeakBytes: 60 * 1_048_576)

        #expect(report.verdicts.contains("search p99 < 5 ms: MET (slowest 3.000 ms, search \"mar\")"))
        #expect(report.verdicts.filter { $0.contains(": MET") }.count == 6)
        #expect(report.lines.first == "contacts      100,000")
    }

    @Test("Given a sort over 5 ms, a slow save and too much memory When the report is printed Then those say MISSED")
    func missed() {
        let report = ContactsBenchReport(
            contactCount: 100_000, saveSeconds: 42, rows: [row("sort age, page 1", p99: 7.5)], browsePeakBytes: 150 * 1_048_576)

        #expect(report.verdicts.contains("sort p99 < 5 ms: MISSED (slowest 7.500 ms, sort age, page 1)"))
        #expect(report.verdicts.contains("save < 10 s: MISSED (42.00 s)"))
        #expect(report.verdicts.contains("peak memory < 100 MB: MISSED (highest 150.0 MB)"))
    }

    @Test("Given a save of 14 s of which the stand-in server took 6 When the report is printed Then the app's 8 s are judged")
    func saveWithoutTheServer() {
        let report = ContactsBenchReport(contactCount: 100_000, saveSeconds: 14, servingSeconds: 6, rows: [])

        #expect(report.verdicts.contains("save < 10 s: MET (8.00 s of 14.00 s, the server's page making left out)"))
    }

    @Test("Given a book of 100,000 When the middle page is asked for Then it is page 2,500 of 5,000")
    func middlePage() throws {
        let options = try ContactsBenchOptions.parse(["--count", "100000"])

        #expect(options.middlePage(pageSize: 20) == 2_500)
    }
}
