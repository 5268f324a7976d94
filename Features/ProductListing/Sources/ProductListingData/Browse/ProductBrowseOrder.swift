import Foundation
import GRDB

/// The product ids of the catalog in one sort's order, as saved in
/// `product_browse_order`: read a chunk at a time, never whole.
protocol ProductOrder {
    /// How many products the order holds.
    var count: Int { get }
    /// The ids at the positions of `range` (clamped to the order).
    func ids(in range: Range<Int>) throws -> [UInt32]
}

/// A sort's order read from the database a chunk at a time. The last chunk read is
/// kept while the order is in use (one listing's read), so positions asked one by
/// one in the same chunk — a price range found by halving — read it once.
struct ProductBrowseOrder: ProductOrder {
    /// How many ids a saved chunk holds.
    static let chunkSize = 16_384

    let sort: String
    let count: Int
    private let chunk: Statement
    private let lastRead = LastReadChunk()

    /// The chunk last read: its number and bytes.
    private final class LastReadChunk {
        var number = -1
        var data = Data()
    }

    /// The order `sort` names, of the `count` products of the catalog.
    init(_ sort: String, count: Int, _ db: Database) throws {
        self.sort = sort
        self.count = count
        chunk = try db.cachedStatement(sql: "SELECT product_ids FROM product_browse_order WHERE sort = ? AND chunk = ?")
    }

    func ids(in range: Range<Int>) throws -> [UInt32] {
        let wanted = range.clamped(to: 0..<count)
        guard !wanted.isEmpty else { return [] }
        var ids: [UInt32] = []
        ids.reserveCapacity(wanted.count)
        for index in (wanted.lowerBound / Self.chunkSize)...((wanted.upperBound - 1) / Self.chunkSize) {
            let data = try bytes(ofChunk: index)
            let first = index * Self.chunkSize
            let from = max(wanted.lowerBound - first, 0)
            let to = min(wanted.upperBound - first, data.count / 4)
            guard from < to else { continue }
            data.withUnsafeBytes { raw in Self.append(raw, from: from, to: to, to: &ids) }
        }
        return ids
    }

    /// Appends the little-endian ids at `from..<to` of `raw` to `ids`: one copy where the
    /// machine is little-endian too, as every machine the app runs on is.
    private static func append(_ raw: UnsafeRawBufferPointer, from: Int, to: Int, to ids: inout [UInt32]) {
        #if _endian(little)
        let start = ids.count
        ids.append(contentsOf: repeatElement(0, count: to - from))
        ids.withUnsafeMutableBytes { target in
            UnsafeMutableRawBufferPointer(rebasing: target[(start * 4)...]).copyMemory(
                from: UnsafeRawBufferPointer(rebasing: raw[(from * 4)..<(to * 4)]))
        }
        #else
        for position in from..<to {
            ids.append(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: position * 4, as: UInt32.self)))
        }
        #endif
    }

    private func bytes(ofChunk index: Int) throws -> Data {
        if lastRead.number == index { return lastRead.data }
        let data = try Data.fetchOne(chunk, arguments: [sort, index]) ?? Data()
        lastRead.number = index
        lastRead.data = data
        return data
    }
}

extension Array: ProductOrder where Element == UInt32 {
    func ids(in range: Range<Int>) -> [UInt32] {
        Array(self[range.clamped(to: 0..<count)])
    }
}
