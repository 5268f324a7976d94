import Foundation

/// A page of a sort's saved order (`product_browse_order`: the catalog's product
/// ids in that order, little-endian 32-bit, in chunks), as a hand-written query
/// takes it: read the chunks the page needs, or walk them keeping the members of
/// the listing's sets.
public enum SortOrderPage {
    /// The ids a saved chunk holds.
    public static func ids(inChunk data: Data) -> [UInt32] {
        let count = data.count / 4
        var ids: [UInt32] = []
        ids.reserveCapacity(count)
        data.withUnsafeBytes { raw in
            for index in 0..<count {
                ids.append(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self)))
            }
        }
        return ids
    }

    /// The chunk numbers and positions within them of `offset..<offset + limit` of an order of
    /// `total` ids in chunks of `chunkSize`, read backwards when `descending`: (chunk, first, end) each.
    public static func slices(offset: Int, limit: Int, total: Int, chunkSize: Int, descending: Bool) -> [(
        chunk: Int, range: Range<Int>
    )] {
        let start = max(offset, 0)
        let end = min(start + max(limit, 0), total)
        guard start < end, chunkSize > 0 else { return [] }
        let positions = descending ? (total - end)..<(total - start) : start..<end
        var slices: [(chunk: Int, range: Range<Int>)] = []
        for chunk in (positions.lowerBound / chunkSize)...((positions.upperBound - 1) / chunkSize) {
            let first = chunk * chunkSize
            let from = max(positions.lowerBound, first) - first
            let to = min(positions.upperBound, first + chunkSize) - first
            slices.append((chunk, from..<to))
        }
        return descending ? slices.reversed() : slices
    }

    /// The ids at `offset..<offset + limit` of the listing made of `segments` one after the
    /// other (each in the order's order), walking `chunkCount` chunks from the start (from the
    /// end when `descending`); `chunk(n)` reads chunk `n`.
    public static func walk(
        segments: [BenchIdSet], offset: Int, limit: Int, chunkCount: Int, descending: Bool, chunk: (Int) throws -> [UInt32]
    ) rethrows -> [Int] {
        var ids: [Int] = []
        var skip = max(offset, 0)
        var wanted = max(limit, 0)
        for segment in segments where wanted > 0 {
            let count = segment.count
            guard skip < count else {
                skip -= count
                continue
            }
            var seen = 0
            var taken: [Int] = []
            let take = min(wanted, count - skip)
            for number in descending ? Array((0..<chunkCount).reversed()) : Array(0..<chunkCount) where taken.count < take {
                let chunkIds = try chunk(number)
                for id in descending ? Array(chunkIds.reversed()) : chunkIds where segment.contains(Int(id)) {
                    if seen >= skip { taken.append(Int(id)) }
                    seen += 1
                    if taken.count == take { break }
                }
            }
            ids += taken
            wanted -= taken.count
            skip = 0
        }
        return ids
    }
}
