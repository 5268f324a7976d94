import GRDB
import Persistence

/// Reads and writes the listing's saved choices (`product_listing_preference`), one text per key.
public struct ProductListingPreferenceDAO: Sendable {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    public func value(forKey key: String) async throws -> String? {
        try await database.writer.read { db in
            try String.fetchOne(db, sql: "SELECT value FROM product_listing_preference WHERE key = ?", arguments: [key])
        }
    }

    public func setValue(_ value: String, forKey key: String) async throws {
        try await database.writer.write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO product_listing_preference (key, value) VALUES (?, ?)", arguments: [key, value])
        }
    }
}
