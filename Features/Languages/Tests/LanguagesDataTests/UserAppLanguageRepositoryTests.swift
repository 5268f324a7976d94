import Foundation
import GRDB
import LanguagesData
import Persistence
import TestSupport
import Testing

@Suite("User app language repository on SQLite")
struct UserAppLanguageRepositoryTests {
    private func makeRepository(_ database: AppDatabase) -> UserAppLanguageRepository {
        UserAppLanguageRepository(database: database, clock: TestClock.fixed())
    }

    @Test("Given an empty database When the saved language is read Then there is none")
    func emptyAtFirst() async throws {
        let repository = makeRepository(try TestDatabase.inMemory([LanguagesDatabaseMigrations()]))

        #expect(try await repository.getUserAppLanguage() == nil)
    }

    @Test("Given a saved language When another is saved Then only the last one is kept, with the clock's time")
    func lastChoiceWins() async throws {
        let database = try TestDatabase.inMemory([LanguagesDatabaseMigrations()])
        let repository = makeRepository(database)

        try await repository.storeUserAppLanguage(languageCode: "es")
        try await repository.storeUserAppLanguage(languageCode: "ru")

        #expect(try await repository.getUserAppLanguage() == UserAppLanguageDataModel(languageCode: "ru", chosenAt: TestClock.referenceInstant))
        let rows = try await database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM userAppLanguage") }
        #expect(rows == 1)
    }

    @Test("Given a language saved in a database file When the file is opened again Then the language is still there")
    func survivesReopening() async throws {
        let folder = try TestDatabase.makeTemporaryDirectory(named: "user-app-language")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try AppDatabase.open(at: .directory(folder), migrations: [LanguagesDatabaseMigrations()])
        try await makeRepository(first).storeUserAppLanguage(languageCode: "ar")

        let reopened = try AppDatabase.open(at: .directory(folder), migrations: [LanguagesDatabaseMigrations()])

        #expect(try await makeRepository(reopened).getUserAppLanguage()?.languageCode == "ar")
    }
}
