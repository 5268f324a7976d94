import Foundation
import GRDB
import Persistence
import TestSupport
import Testing

@testable import ProductListingData

@Suite("A sort's saved order read a chunk at a time")
struct ProductBrowseOrderTests {
    /// An order of `count` ids (each position's id is `count - 1 - position`) saved in chunks as the builder saves them.
    private func saved(count: Int) async throws -> AppDatabase {
        let database = try TestDatabase.inMemory([ProductListingDatabaseMigrations()])
        try await database.writer.write { db in
            let ids = (0..<count).map { UInt32(count - 1 - $0) }
            for (chunk, start) in stride(from: 0, to: count, by: ProductBrowseOrder.chunkSize).enumerated() {
                var bytes = Data()
                for id in ids[start..<min(start + ProductBrowseOrder.chunkSize, count)] {
                    withUnsafeBytes(of: id.littleEndian) { bytes.append(contentsOf: $0) }
                }
                try db.execute(
                    sql: "INSERT INTO product_browse_order (sort, chunk, product_ids) VALUES ('test', ?, ?)",
                    arguments: [chunk, bytes])
            }
        }
        return database
    }

    @Test(
        "Given an order over three chunks When ranges within, across and beyond chunks are read Then each gives the ids at those positions"
    )
    func rangesAcrossChunks() async throws {
        let count = ProductBrowseOrder.chunkSize * 2 + 100
        let database = try await saved(count: count)
        let chunk = ProductBrowseOrder.chunkSize
        let ranges = [
            0..<5, (chunk - 3)..<(chunk + 2), (chunk - 1)..<(2 * chunk + 1), (count - 4)..<(count + 10),
            (count + 1)..<(count + 5), 7..<7,
        ]

        for range in ranges {
            let ids = try await database.writer.read { db in try ProductBrowseOrder("test", count: count, db).ids(in: range) }

            #expect(ids == range.clamped(to: 0..<count).map { UInt32(count - 1 - $0) })
        }
    }

    @Test("Given positions asked one at a time in and out of one chunk When read through one order Then each is its own id")
    func positionsOneByOne() async throws {
        let count = ProductBrowseOrder.chunkSize + 50
        let database = try await saved(count: count)

        let ids = try await database.writer.read { db in
            let order = try ProductBrowseOrder("test", count: count, db)
            return try [5, 6, count - 1, 5, ProductBrowseOrder.chunkSize].flatMap { try order.ids(in: $0..<($0 + 1)) }
        }

        #expect(ids == [5, 6, count - 1, 5, ProductBrowseOrder.chunkSize].map { UInt32(count - 1 - $0) })
    }
}
