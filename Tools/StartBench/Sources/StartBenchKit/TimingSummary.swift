/// The figures kept from one program's timed runs, in milliseconds.
public struct TimingSummary: Sendable, Equatable {
    public let runs: Int
    public let median: Double
    public let p90: Double

    public init(runs: Int, median: Double, p90: Double) {
        self.runs = runs
        self.median = median
        self.p90 = p90
    }

    /// The summary of `milliseconds`; nil when there are no samples.
    public init?(milliseconds: [Double]) {
        guard let median = Percentile.median(of: milliseconds), let p90 = Percentile.value(90, of: milliseconds) else {
            return nil
        }
        self.init(runs: milliseconds.count, median: median, p90: p90)
    }
}

extension Duration {
    /// This duration in milliseconds, fractions kept.
    public var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    }
}
