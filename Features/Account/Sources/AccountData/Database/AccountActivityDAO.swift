import GRDB
import Persistence

/// The activity counted on this device and not sent yet: one row of counts.
public struct AccountActivityDAO: Sendable {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    public func unsent() async throws -> AccountActivityDataModel {
        try await database.writer.read { db in try Self.unsent(db) }
    }

    /// Adds `increments` to what is to send, at once (the activity counter's own queue calls it).
    public func addNow(_ increments: AccountActivityDataModel) throws {
        try database.writer.write { db in
            let total = try Self.unsent(db) + increments
            try db.execute(
                sql:
                    "INSERT OR REPLACE INTO account_activity_unsent (id, tool_opens, lesson_completions, shares) VALUES (1, ?, ?, ?)",
                arguments: [total.toolOpens, total.lessonCompletions, total.shares])
        }
    }

    /// Takes `sent` off what is to send (what was counted meanwhile stays).
    public func markSent(_ sent: AccountActivityDataModel) async throws {
        try await database.writer.write { db in
            let left = try Self.unsent(db) - sent
            try db.execute(
                sql: "UPDATE account_activity_unsent SET tool_opens = ?, lesson_completions = ?, shares = ? WHERE id = 1",
                arguments: [left.toolOpens, left.lessonCompletions, left.shares])
        }
    }

    private static func unsent(_ db: Database) throws -> AccountActivityDataModel {
        guard let row = try Row.fetchOne(db, sql: "SELECT * FROM account_activity_unsent WHERE id = 1") else { return .zero }
        return AccountActivityDataModel(
            toolOpens: row["tool_opens"], lessonCompletions: row["lesson_completions"], shares: row["shares"])
    }
}
