import Foundation
import GRDB
import Persistence

/// Reads and writes the saved copy of the account: one row, or none.
public struct AccountSavedCopyDAO: Sendable {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    public func savedCopy() async throws -> SavedAccountDataModel? {
        try await database.writer.read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM account_saved_copy WHERE id = 1") else { return nil }
            guard let since = BackendDates.date(from: row["member_since"]), let savedAt = BackendDates.date(from: row["saved_at"])
            else { return nil }
            return SavedAccountDataModel(
                account: AccountDataModel(id: row["account_id"], name: row["name"], email: row["email"], memberSince: since),
                totals: AccountActivityDataModel(
                    toolOpens: row["tool_opens"], lessonCompletions: row["lesson_completions"], shares: row["shares"]),
                savedAt: savedAt)
        }
    }

    public func save(_ copy: SavedAccountDataModel) async throws {
        try await database.writer.write { db in
            try db.execute(
                sql: """
                    INSERT OR REPLACE INTO account_saved_copy
                        (id, account_id, name, email, member_since, tool_opens, lesson_completions, shares, saved_at)
                    VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    copy.account.id, copy.account.name, copy.account.email, BackendDates.text(copy.account.memberSince),
                    copy.totals.toolOpens, copy.totals.lessonCompletions, copy.totals.shares, BackendDates.text(copy.savedAt),
                ])
        }
    }

    /// Removes the saved copy and everything counted for the account: nothing of it stays.
    public func deleteEverything() async throws {
        try await database.writer.write { db in
            try db.execute(sql: "DELETE FROM account_saved_copy; DELETE FROM account_activity_unsent;")
        }
    }
}
