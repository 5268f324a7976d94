import GRDB

/// A number per book that every write to it adds one to (a page saved, a page's unreadable
/// rows dropped, where the book ends), and one for the person's own data (name edits and
/// favorites, which any book may show). Their sum tells whoever keeps something made from the
/// saved book, such as the index searches read, that it has changed, in this process or another.
enum ContactsBookRevision {
    static let databaseTableName = "contactBookRevision"
    /// The row that counts changes to name edits and favorites.
    static let personalData = ""

    static func bump(_ db: Database, sourceKey: String) throws {
        try db.execute(
            sql: """
                INSERT INTO contactBookRevision (sourceKey, revision) VALUES (?, 1)
                ON CONFLICT(sourceKey) DO UPDATE SET revision = revision + 1
                """,
            arguments: [sourceKey]
        )
    }

    static func current(_ db: Database, sourceKey: String) throws -> Int64 {
        try Int64.fetchOne(
            db, sql: "SELECT COALESCE(SUM(revision), 0) FROM contactBookRevision WHERE sourceKey IN (?, ?)",
            arguments: [sourceKey, personalData]
        ) ?? 0
    }
}
