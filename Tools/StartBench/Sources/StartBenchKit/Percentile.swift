/// Percentiles of measured samples, interpolated linearly between the two
/// nearest ranks (the median of an even count is the mean of the middle two).
public enum Percentile {
    /// The `percent`th percentile (0...100) of `samples`, in any order; nil when there are none.
    public static func value(_ percent: Double, of samples: [Double]) -> Double? {
        guard !samples.isEmpty, (0...100).contains(percent) else { return nil }
        let sorted = samples.sorted()
        let rank = percent / 100 * Double(sorted.count - 1)
        let lower = Int(rank.rounded(.down))
        let upper = min(lower + 1, sorted.count - 1)
        let fraction = rank - Double(lower)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * fraction
    }

    /// The 50th percentile.
    public static func median(of samples: [Double]) -> Double? {
        value(50, of: samples)
    }
}
