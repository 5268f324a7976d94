import Foundation
import GRDB
import InMemoryLogging
import LanguagesData
import Logging
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

        #expect(
            try await repository.getUserAppLanguage()
                == UserAppLanguageDataModel(languageCode: "ru", chosenAt: TestClock.referenceInstant))
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

    @Test(
        "Given a saved language whose row can no longer be read When it is read Then there is none, the row is kept and an error is logged"
    )
    func unreadableChoiceKeptAndLogged() async throws {
        let database = try TestDatabase.inMemory([LanguagesDatabaseMigrations()])
        let log = InMemoryLogHandler()
        let repository = UserAppLanguageRepository(
            database: database, clock: TestClock.fixed(), logger: Logger(label: "test") { _ in log })
        try await repository.storeUserAppLanguage(languageCode: "es")
        try await database.writer.write { db in try db.execute(sql: "UPDATE userAppLanguage SET chosenAt = x'00ff'") }

        let saved = try await repository.getUserAppLanguage()

        #expect(saved == nil)
        let rows = try await database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM userAppLanguage") }
        #expect(rows == 1)
        #expect(log.entries.contains { $0.level == .error })
    }

    @Test("Given an unreadable saved language When the person chooses another Then the new choice is saved over it")
    func newChoiceReplacesUnreadable() async throws {
        let database = try TestDatabase.inMemory([LanguagesDatabaseMigrations()])
        let repository = makeRepository(database)
        try await repository.storeUserAppLanguage(languageCode: "es")
        try await database.writer.write { db in try db.execute(sql: "UPDATE userAppLanguage SET chosenAt = 'garbage'") }

        try await repository.storeUserAppLanguage(languageCode: "fr")

        #expect(try await repository.getUserAppLanguage()?.languageCode == "fr")
    }
}
