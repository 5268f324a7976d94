import Primitives

/// The catalog's integer draws over the shared SplitMix64, so one seed gives the same
/// catalog on every machine and toolchain (the standard library's `random(in:using:)`
/// may change its algorithm).
struct SeededRandom {
    private var generator: SplitMix64

    init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
    }

    mutating func next() -> UInt64 {
        generator.next()
    }

    /// A whole number in `range`, by modulo (its slight bias does not matter for sample data).
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound + 1)
        return range.lowerBound + Int(next() % width)
    }

    /// `true` with a chance of `percent` in 100.
    mutating func chance(_ percent: Int) -> Bool {
        int(in: 0...99) < percent
    }

    /// One element of `items`, which must not be empty.
    mutating func pick<T>(_ items: [T]) -> T {
        items[int(in: 0...(items.count - 1))]
    }

    /// `count` distinct elements of `items`, in their order in `items`.
    mutating func pick<T>(_ count: Int, of items: [T]) -> [T] {
        var indexes = Array(items.indices)
        var chosen: [Int] = []
        for _ in 0..<min(count, items.count) {
            chosen.append(indexes.remove(at: int(in: 0...(indexes.count - 1))))
        }
        return chosen.sorted().map { items[$0] }
    }
}
