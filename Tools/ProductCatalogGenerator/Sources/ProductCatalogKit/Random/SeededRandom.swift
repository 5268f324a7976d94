/// SplitMix64 with our own integer draws, so one seed gives the same catalog on
/// every machine and toolchain (the standard library's `random(in:using:)` may
/// change its algorithm).
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
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
