import Foundation

/// A set of products as one bit per product id (the `product` table's rowid):
/// what facet counts, filters and pages are computed with, a word at a time,
/// so a million products cost 125 KB a set and microseconds an operation.
struct ProductBitmap: Equatable, Sendable {
    private(set) var words: [UInt64]

    /// An empty set that can hold ids `0..<limit`.
    init(limit: Int) {
        words = Array(repeating: 0, count: (max(limit, 0) + 63) / 64)
    }

    /// Every id in `0..<limit`.
    static func full(limit: Int) -> ProductBitmap {
        var bitmap = ProductBitmap(limit: limit)
        guard limit > 0 else { return bitmap }
        for index in bitmap.words.indices { bitmap.words[index] = .max }
        let spare = bitmap.words.count * 64 - limit
        if spare > 0 { bitmap.words[bitmap.words.count - 1] = UInt64.max >> UInt64(spare) }
        return bitmap
    }

    /// Reads a set saved by ``data``; ids beyond `limit` are dropped.
    init(data: Data, limit: Int) {
        self.init(limit: limit)
        let count = min(words.count, data.count / 8)
        data.withUnsafeBytes { raw in
            for index in 0..<count {
                words[index] = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
            }
        }
    }

    /// The set as bytes, little-endian words, for a BLOB column.
    var data: Data {
        var bytes = Data(capacity: words.count * 8)
        for word in words {
            withUnsafeBytes(of: word.littleEndian) { bytes.append(contentsOf: $0) }
        }
        return bytes
    }

    mutating func insert(_ id: Int) {
        guard id >= 0, id / 64 < words.count else { return }
        words[id / 64] |= 1 << UInt64(id % 64)
    }

    /// Inserts `id`, making room for it when the set cannot hold it yet: for sets
    /// gathered before the catalog's size is known (an import, product by product).
    mutating func insertGrowing(_ id: Int) {
        guard id >= 0 else { return }
        if id / 64 >= words.count {
            words.reserveCapacity(max(id / 64 + 1, words.count * 2))
            words.append(contentsOf: repeatElement(0, count: id / 64 + 1 - words.count))
        }
        words[id / 64] |= 1 << UInt64(id % 64)
    }

    /// The set able to hold ids `0..<limit`, ids beyond it dropped.
    func resized(limit: Int) -> ProductBitmap {
        var bitmap = ProductBitmap(limit: limit)
        let kept = min(words.count, bitmap.words.count)
        bitmap.words.replaceSubrange(0..<kept, with: words[0..<kept])
        if limit % 64 != 0, kept == bitmap.words.count, kept > 0 {
            bitmap.words[kept - 1] &= UInt64.max >> UInt64(64 - limit % 64)
        }
        return bitmap
    }

    func contains(_ id: Int) -> Bool {
        guard id >= 0, id / 64 < words.count else { return false }
        return words[id / 64] & (1 << UInt64(id % 64)) != 0
    }

    /// How many ids are in the set.
    var count: Int {
        words.reduce(0) { $0 + $1.nonzeroBitCount }
    }

    /// How many ids are in both sets, without building their intersection.
    func intersectionCount(_ other: ProductBitmap) -> Int {
        var total = 0
        for index in 0..<min(words.count, other.words.count) {
            total += (words[index] & other.words[index]).nonzeroBitCount
        }
        return total
    }

    mutating func formIntersection(_ other: ProductBitmap) {
        for index in words.indices {
            words[index] &= index < other.words.count ? other.words[index] : 0
        }
    }

    mutating func formUnion(_ other: ProductBitmap) {
        for index in 0..<min(words.count, other.words.count) {
            words[index] |= other.words[index]
        }
    }

    /// Adds the ids of a set saved by ``data`` without reading it into a set of its own
    /// (ids beyond this set's limit are dropped).
    mutating func formUnion(data: Data) {
        let count = min(words.count, data.count / 8)
        data.withUnsafeBytes { raw in
            for index in 0..<count {
                words[index] |= UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
            }
        }
    }

    mutating func subtract(_ other: ProductBitmap) {
        for index in 0..<min(words.count, other.words.count) {
            words[index] &= ~other.words[index]
        }
    }

    func intersection(_ other: ProductBitmap) -> ProductBitmap {
        var result = self
        result.formIntersection(other)
        return result
    }
}
