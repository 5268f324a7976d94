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

/// A sort's order read from the database a chunk at a time.
struct ProductBrowseOrder: ProductOrder {
    /// How many ids a saved chunk holds.
    static let chunkSize = 16_384

    let sort: String
    let count: Int
    private let chunk: Statement

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
            let data = try Data.fetchOne(chunk, arguments: [sort, index]) ?? Data()
            let first = index * Self.chunkSize
            let from = max(wanted.lowerBound - first, 0)
            let to = min(wanted.upperBound - first, data.count / 4)
            guard from < to else { continue }
            data.withUnsafeBytes { raw in
                for position in from..<to {
                    ids.append(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: position * 4, as: UInt32.self)))
                }
            }
        }
        return ids
    }
}

extension Array: ProductOrder where Element == UInt32 {
    func ids(in range: Range<Int>) -> [UInt32] {
        Array(self[range.clamped(to: 0..<count)])
    }
}
