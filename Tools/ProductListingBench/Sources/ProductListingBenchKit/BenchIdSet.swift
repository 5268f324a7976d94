import Foundation

/// A set of product ids (rowids) as one bit each, read from the browse index's
/// saved form (little-endian 64-bit words, `product_browse_value.products`):
/// what the hand-written queries narrow and count with. Written apart from the
/// feature's own bitmap so that the reference does not share the code it checks.
public struct BenchIdSet: Sendable, Equatable {
    public private(set) var words: [UInt64]

    /// An empty set for ids `0..<limit`.
    public init(limit: Int) {
        words = Array(repeating: 0, count: (max(limit, 0) + 63) / 64)
    }

    /// The set saved as `data`, for ids `0..<limit`.
    public init(data: Data, limit: Int) {
        self.init(limit: limit)
        let count = min(words.count, data.count / 8)
        data.withUnsafeBytes { raw in
            for index in 0..<count {
                words[index] = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
            }
        }
    }

    public mutating func insert(_ id: Int) {
        guard id >= 0, id / 64 < words.count else { return }
        words[id / 64] |= 1 << UInt64(id % 64)
    }

    public func contains(_ id: Int) -> Bool {
        guard id >= 0, id / 64 < words.count else { return false }
        return words[id / 64] & (1 << UInt64(id % 64)) != 0
    }

    public var count: Int {
        words.reduce(0) { $0 + $1.nonzeroBitCount }
    }

    public func intersectionCount(_ other: BenchIdSet) -> Int {
        var total = 0
        for index in 0..<min(words.count, other.words.count) {
            total += (words[index] & other.words[index]).nonzeroBitCount
        }
        return total
    }

    public mutating func formIntersection(_ other: BenchIdSet) {
        for index in words.indices {
            words[index] &= index < other.words.count ? other.words[index] : 0
        }
    }

    public mutating func formUnion(_ other: BenchIdSet) {
        for index in 0..<min(words.count, other.words.count) {
            words[index] |= other.words[index]
        }
    }

    public func subtracting(_ other: BenchIdSet) -> BenchIdSet {
        var result = self
        for index in 0..<min(result.words.count, other.words.count) {
            result.words[index] &= ~other.words[index]
        }
        return result
    }

    /// The intersection of `sets`; `nil` when there are none.
    public static func intersection(of sets: [BenchIdSet]) -> BenchIdSet? {
        guard var result = sets.first else { return nil }
        for set in sets.dropFirst() { result.formIntersection(set) }
        return result
    }
}
