import Foundation
import GRDB

/// The product ids of the whole catalog in one sort's order, read from `product_browse_order`.
struct ProductBrowseOrder: Sendable {
    let ids: [UInt32]

    static func load(_ sort: String, _ db: Database) throws -> ProductBrowseOrder {
        guard let data = try Data.fetchOne(db, sql: "SELECT product_ids FROM product_browse_order WHERE sort = ?", arguments: [sort])
        else { return ProductBrowseOrder(ids: []) }
        var ids = [UInt32](repeating: 0, count: data.count / 4)
        data.withUnsafeBytes { raw in
            for index in ids.indices {
                ids[index] = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
            }
        }
        return ProductBrowseOrder(ids: ids)
    }
}
