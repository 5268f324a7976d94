import Foundation
import GRDB
import Networking
import Persistence

/// Books are named in the database by their source (`ContactsBookConfiguration.sourceKey`);
/// a remote source by its URL, with any user name, password or secret-looking query value
/// hidden. Databases written before that was so are mended here once, by a migration.
enum ContactsSourceKeyRedaction {
    /// `key` with the URL it starts with (up to the first `|`) redacted.
    static func redacted(_ key: String) -> String {
        let parts = key.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
        guard let first = parts.first, first.contains("://"), let url = URL(string: String(first)) else { return key }
        return ([URLLogRedaction.redacted(url)] + parts.dropFirst().map(String.init)).joined(separator: "|")
    }

    /// Rewrites every stored source key that holds a secret.
    static func redactStoredKeys(_ db: Database) throws {
        for table in [ContactRecord.databaseTableName, ContactPageRecord.databaseTableName] {
            let keys = try ReadableRows.fetch(db, sql: "SELECT DISTINCT sourceKey FROM \(table)") { row in
                try row.decode(String.self, forColumn: "sourceKey")
            }
            for key in keys.values where redacted(key) != key {
                try db.execute(
                    sql: "UPDATE OR REPLACE \(table) SET sourceKey = ? WHERE sourceKey = ?", arguments: [redacted(key), key]
                )
            }
        }
    }
}
