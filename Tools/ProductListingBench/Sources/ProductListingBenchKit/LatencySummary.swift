import StartBenchKit

/// The median and 99th percentile of one scenario's timed runs, in milliseconds.
public struct LatencySummary: Sendable, Equatable, Codable {
    public let runs: Int
    public let median: Double
    public let p99: Double

    public init(runs: Int, median: Double, p99: Double) {
        self.runs = runs
        self.median = median
        self.p99 = p99
    }

    /// The summary of `samples`; `nil` when there are none.
    public init?(_ samples: [Duration]) {
        let milliseconds = samples.map(\.milliseconds)
        guard let median = Percentile.median(of: milliseconds), let p99 = Percentile.value(99, of: milliseconds) else {
            return nil
        }
        self.init(runs: samples.count, median: median, p99: p99)
    }
}

/// How much slower the app's full stack is than the same query written by hand.
public struct StackOverhead: Sendable, Equatable {
    public let medianRatio: Double
    public let p99Ratio: Double

    public init(fullStack: LatencySummary, handWritten: LatencySummary) {
        medianRatio = handWritten.median > 0 ? fullStack.median / handWritten.median : 0
        p99Ratio = handWritten.p99 > 0 ? fullStack.p99 / handWritten.p99 : 0
    }
}
