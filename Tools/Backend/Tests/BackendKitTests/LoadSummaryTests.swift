import Testing

@testable import BackendKit

@Suite("A load run's figures")
struct LoadSummaryTests {
    @Test("Given 100 latencies of 1 to 100 ms over 2 s When summed up Then 50 req/s, p50 50 ms, p99 99 ms")
    func figures() {
        let latencies = (1...100).map { Duration.milliseconds($0) }
        let summary = LoadSummary(
            route: "/languages", clients: 1, latencies: latencies.shuffled(), failures: 0, elapsed: .seconds(2))
        #expect(summary.requestsPerSecond == 50)
        #expect(summary.p50Milliseconds == 50)
        #expect(summary.p99Milliseconds == 99)
        #expect(summary.tableRow == "| `/languages` | 1 | 100 | 0 | 50 | 50.00 | 99.00 |")
    }

    @Test("Given no latencies When summed up Then zeros, not a crash")
    func empty() {
        let summary = LoadSummary(route: "/api/", clients: 16, latencies: [], failures: 3, elapsed: .zero)
        #expect(summary.requestsPerSecond == 0 && summary.p99Milliseconds == 0 && summary.failures == 3)
    }
}
