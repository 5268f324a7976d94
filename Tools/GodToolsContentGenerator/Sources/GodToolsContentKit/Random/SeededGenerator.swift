import Primitives

/// The content's draws over the shared SplitMix64, so one seed gives the same
/// content on every toolchain.
struct SeededGenerator {
    private var generator: SplitMix64

    init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
    }

    mutating func next() -> UInt64 {
        generator.next()
    }

    /// A number in `0..<bound`; 0 when `bound` is not positive.
    mutating func below(_ bound: Int) -> Int {
        guard bound > 0 else { return 0 }
        return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// A number in `range`.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// `true` with a chance of `percent` in 100.
    mutating func percent(_ percent: Int) -> Bool {
        below(100) < percent
    }
}
