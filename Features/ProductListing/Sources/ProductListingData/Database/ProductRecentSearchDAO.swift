import GRDB
import Persistence

/// Reads and writes the person's recent searches (`product_recent_search`).
public struct ProductRecentSearchDAO: Sendable {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// Up to `limit` searches, the latest first.
    public func recent(limit: Int) async throws -> [String] {
        try await database.writer.read { db in
            try String.fetchAll(
                db, sql: "SELECT text FROM product_recent_search ORDER BY id DESC LIMIT ?", arguments: [max(limit, 0)])
        }
    }

    /// Saves `text` as the latest search, replacing an earlier one with the same `key`,
    /// and keeps only the latest `keeping`, in one transaction.
    public func remember(_ text: String, key: String, keeping: Int) async throws {
        try await database.writer.write { db in
            try db.execute(sql: "DELETE FROM product_recent_search WHERE text_key = ?", arguments: [key])
            try db.execute(sql: "INSERT INTO product_recent_search (text, text_key) VALUES (?, ?)", arguments: [text, key])
            try db.execute(
                sql: """
                    DELETE FROM product_recent_search
                    WHERE id NOT IN (SELECT id FROM product_recent_search ORDER BY id DESC LIMIT ?)
                    """,
                arguments: [max(keeping, 0)]
            )
        }
    }

    /// Forgets the search saved with `key`; nothing happens when there is none.
    public func forget(key: String) async throws {
        try await database.writer.write { db in
            try db.execute(sql: "DELETE FROM product_recent_search WHERE text_key = ?", arguments: [key])
        }
    }

    public func clear() async throws {
        try await database.writer.write { db in try db.execute(sql: "DELETE FROM product_recent_search") }
    }
}
