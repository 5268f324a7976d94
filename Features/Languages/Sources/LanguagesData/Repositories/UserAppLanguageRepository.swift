import AppCore
import Foundation
import GRDB
import Logging
import Persistence

/// Keeps the person's chosen app language in the app database, so it
/// survives restarts.
public struct UserAppLanguageRepository: Sendable {
    private let database: AppDatabase
    private let clock: any AppClock
    private let logger: Logger

    public init(database: AppDatabase, clock: any AppClock, logger: Logger = Logger(label: "languages.database")) {
        self.database = database
        self.clock = clock
        self.logger = logger
    }

    /// The saved choice, or `nil` before the person ever chose. A saved choice that cannot
    /// be read counts as none: it is logged as an error and left where it is (the person's
    /// own data is never dropped; their next choice replaces it).
    public func getUserAppLanguage() async throws -> UserAppLanguageDataModel? {
        let rows = try await database.writer.read { db in
            try ReadableRows.fetch(db, sql: "SELECT rowid, * FROM userAppLanguage") { row in
                let record = try UserAppLanguageRecord(row: row)
                return UserAppLanguageDataModel(languageCode: record.languageCode, chosenAt: record.chosenAt)
            }
        }
        for row in rows.unreadable {
            logger.error(
                "Could not read the saved app language; it is kept as it is, and the app starts as if none was chosen",
                metadata: ["row": "\(row.rowID.map(String.init) ?? "?")", "reason": "\(row.reason)"]
            )
        }
        return rows.values.first
    }

    /// Saves `languageCode` as the choice, in one transaction.
    public func storeUserAppLanguage(languageCode: String) async throws {
        let record = UserAppLanguageRecord(languageCode: languageCode, chosenAt: clock.now())
        try await database.writer.write { db in
            try record.save(db)
        }
    }
}
