import GRDB

/// Reads and writes of the `account_activity` table: one row of running totals per account.
enum ActivityTable {
    /// How many times the person did each thing the app counts.
    struct Totals: Sendable, Equatable {
        var toolOpens = 0
        var lessonCompletions = 0
        var shares = 0
    }

    static func totals(accountId: String, _ db: Database) throws -> Totals {
        guard
            let row = try Row.fetchOne(
                db, sql: "SELECT tool_opens, lesson_completions, shares FROM account_activity WHERE account_id = ?",
                arguments: [accountId])
        else { return Totals() }
        return Totals(toolOpens: row[0], lessonCompletions: row[1], shares: row[2])
    }

    /// Adds `increments` to the account's totals; the new totals.
    static func add(_ increments: Totals, accountId: String, _ db: Database) throws -> Totals {
        try db.execute(
            sql: """
                INSERT INTO account_activity (account_id, tool_opens, lesson_completions, shares) VALUES (?, ?, ?, ?)
                ON CONFLICT (account_id) DO UPDATE SET
                  tool_opens = tool_opens + excluded.tool_opens,
                  lesson_completions = lesson_completions + excluded.lesson_completions,
                  shares = shares + excluded.shares
                """,
            arguments: [accountId, increments.toolOpens, increments.lessonCompletions, increments.shares])
        return try totals(accountId: accountId, db)
    }
}
