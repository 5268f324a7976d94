/// What a bounded load run measured on one route at one number of clients: requests per second
/// and latency percentiles, and the row the README's table shows.
public struct LoadSummary: Sendable, Equatable {
    public let route: String
    public let clients: Int
    public let requests: Int
    public let failures: Int
    public let requestsPerSecond: Double
    public let p50Milliseconds: Double
    public let p99Milliseconds: Double

    /// The summary of `latencies` (one per completed request) taken over `elapsed`.
    public init(route: String, clients: Int, latencies: [Duration], failures: Int, elapsed: Duration) {
        self.route = route
        self.clients = clients
        self.requests = latencies.count
        self.failures = failures
        let seconds = Self.seconds(elapsed)
        self.requestsPerSecond = seconds > 0 ? Double(latencies.count) / seconds : 0
        let sorted = latencies.sorted()
        self.p50Milliseconds = Self.percentile(0.50, of: sorted)
        self.p99Milliseconds = Self.percentile(0.99, of: sorted)
    }

    /// `| route | clients | requests | failures | req/s | p50 ms | p99 ms |`.
    public static let tableHeader = """
        | route | clients | requests | failures | requests/s | p50 (ms) | p99 (ms) |
        |---|---:|---:|---:|---:|---:|---:|
        """

    public var tableRow: String {
        "| `\(route)` | \(clients) | \(requests) | \(failures) | \(Self.fixed(requestsPerSecond, 0)) | "
            + "\(Self.fixed(p50Milliseconds, 2)) | \(Self.fixed(p99Milliseconds, 2)) |"
    }

    /// The nearest-rank percentile `fraction` of `sorted`, in milliseconds; 0 for none.
    static func percentile(_ fraction: Double, of sorted: [Duration]) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return seconds(sorted[min(sorted.count, max(1, rank)) - 1]) * 1000
    }

    private static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }

    private static func fixed(_ value: Double, _ digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        guard digits > 0 else { return String(Int(rounded)) }
        let whole = Int(rounded)
        let fraction = Int(((rounded - Double(whole)) * scale).rounded())
        let text = String(fraction)
        return "\(whole)." + String(repeating: "0", count: digits - text.count) + text
    }
}
