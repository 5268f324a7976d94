import GRDB
import Persistence

/// The Account feature's tables: the copy of the account saved the last time the backend
/// answered (never a password or a token: those are in no table), and the activity this device
/// counted and has not sent yet.
public struct AccountDatabaseMigrations: FeatureDatabaseMigrations {
    public let featureName = "account"

    public init() {}

    public func register(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("\(featureName).v1.saved-copy-and-activity") { db in
            try db.execute(
                sql: """
                    CREATE TABLE account_saved_copy (
                        id INTEGER PRIMARY KEY CHECK (id = 1),
                        account_id TEXT NOT NULL,
                        name TEXT NOT NULL,
                        email TEXT NOT NULL,
                        member_since TEXT NOT NULL,
                        tool_opens INTEGER NOT NULL,
                        lesson_completions INTEGER NOT NULL,
                        shares INTEGER NOT NULL,
                        saved_at TEXT NOT NULL
                    );
                    CREATE TABLE account_activity_unsent (
                        id INTEGER PRIMARY KEY CHECK (id = 1),
                        tool_opens INTEGER NOT NULL,
                        lesson_completions INTEGER NOT NULL,
                        shares INTEGER NOT NULL
                    );
                    """)
        }
    }
}
