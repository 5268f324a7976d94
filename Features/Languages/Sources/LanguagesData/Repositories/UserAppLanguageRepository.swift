import AppCore
import Foundation
import GRDB
import Persistence

/// Keeps the person's chosen app language in the app database, so it
/// survives restarts.
public struct UserAppLanguageRepository: Sendable {
    private let database: AppDatabase
    private let clock: any AppClock

    public init(database: AppDatabase, clock: any AppClock) {
        self.database = database
        self.clock = clock
    }

    /// The saved choice, or `nil` before the person ever chose.
    public func getUserAppLanguage() async throws -> UserAppLanguageDataModel? {
        try await database.writer.read { db in
            try UserAppLanguageRecord.fetchOne(db).map {
                UserAppLanguageDataModel(languageCode: $0.languageCode, chosenAt: $0.chosenAt)
            }
        }
    }

    /// Saves `languageCode` as the choice, in one transaction.
    public func storeUserAppLanguage(languageCode: String) async throws {
        let record = UserAppLanguageRecord(languageCode: languageCode, chosenAt: clock.now())
        try await database.writer.write { db in
            try record.save(db)
        }
    }
}
