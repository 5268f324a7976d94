import Foundation
import GRDB
import Persistence

/// Keeps whole answers of a products server by name (its brands, its navigation, the
/// suggestions for a text), each with when it was fetched, so they show offline.
/// They go with the server's saved pages when another catalog takes their place
/// (``RemoteProductPagesDAO/useCatalog(version:)``).
public struct RemoteProductDocumentsDAO: Sendable {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// Saves `value` as the document `name`, fetched at `fetchedAt`, replacing what was saved.
    public func save<Value: Encodable & Sendable>(_ value: Value, name: String, fetchedAt: Date) async throws {
        let body = try RemoteProductDocumentCoding.text(value)
        try await database.writer.write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO product_remote_document (name, body, fetched_at) VALUES (?, ?, ?)",
                arguments: [name, body, fetchedAt]
            )
        }
    }

    /// The document `name` and when it was fetched; `nil` when none is saved (or it cannot be read).
    public func saved<Value: Decodable & Sendable>(_ type: Value.Type, name: String) async throws -> (
        value: Value, fetchedAt: Date
    )? {
        let row = try await database.writer.read { db in
            try Row.fetchOne(db, sql: "SELECT body, fetched_at FROM product_remote_document WHERE name = ?", arguments: [name])
                .map { (body: $0["body"] as String, fetchedAt: $0["fetched_at"] as Date) }
        }
        guard let row, let value = RemoteProductDocumentCoding.value(type, from: row.body) else { return nil }
        return (value, row.fetchedAt)
    }
}
