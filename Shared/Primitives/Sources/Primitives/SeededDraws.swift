/// Numbers, chances and choices drawn from a ``SplitMix64`` stream with our own arithmetic
/// (never the standard library's `random(in:using:)`, whose algorithm may change between
/// toolchains), so one seed gives the same draws, and the same generated data, everywhere.
/// Every generator of bundled data draws with it.
public struct SeededDraws: Sendable {
    /// How a 64-bit value becomes a number below a bound.
    public enum Reduction: Sendable {
        /// Lemire's multiply-shift: the high 64 bits of value × bound. The default.
        case multiplyShift
        /// The remainder of value ÷ bound, slightly biased towards small numbers (it does not
        /// matter for sample data): what the product catalog was first drawn with, kept so
        /// the bundled catalog stays byte for byte the same.
        case remainder
    }

    private var generator: SplitMix64
    public let reduction: Reduction

    public init(seed: UInt64, reduction: Reduction = .multiplyShift) {
        generator = SplitMix64(seed: seed)
        self.reduction = reduction
    }

    /// The stream's next 64 bits.
    public mutating func next() -> UInt64 {
        generator.next()
    }

    /// A number in `0..<bound`; 0, drawing nothing, when `bound` is not positive.
    public mutating func below(_ bound: Int) -> Int {
        guard bound > 0 else { return 0 }
        switch reduction {
        case .multiplyShift: return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
        case .remainder: return Int(next() % UInt64(bound))
        }
    }

    /// A number in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// `true` with probability `numerator / denominator`.
    public mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        below(denominator) < numerator
    }

    /// `true` with a chance of `percent` in 100.
    public mutating func chance(percent: Int) -> Bool {
        chance(percent, in: 100)
    }

    /// One element of `items`, which must not be empty.
    public mutating func pick<Element>(_ items: [Element]) -> Element {
        items[below(items.count)]
    }

    /// `count` distinct elements of `items` (all of them when it has fewer), in their order in `items`.
    public mutating func pick<Element>(_ count: Int, of items: [Element]) -> [Element] {
        var remaining = Array(items.indices)
        var chosen: [Int] = []
        for _ in 0..<min(count, items.count) {
            chosen.append(remaining.remove(at: below(remaining.count)))
        }
        return chosen.sorted().map { items[$0] }
    }

    /// `items` in a drawn order (Fisher–Yates, from the last element down).
    public mutating func shuffled<Element>(_ items: [Element]) -> [Element] {
        var order = items
        for index in stride(from: order.count - 1, to: 0, by: -1) {
            order.swapAt(index, below(index + 1))
        }
        return order
    }
}
