import Foundation
import Persistence
import TestSupport
import Testing
import ToolsData

@Suite("Lesson progress and downloaded languages DAOs")
struct LessonsAndLanguagesDAOTests {
    private func makeDatabase() throws -> AppDatabase {
        try TestDatabase.inMemory([ToolsDatabaseMigrations()])
    }

    @Test("Given a lesson's progress saved twice When it is read Then the last page and progress are kept, one row per lesson")
    func lessonProgressReplaces() async throws {
        let dao = LessonProgressDAO(database: try makeDatabase())
        let first = LessonProgressDataModel(
            resourceId: "k", pageIndex: 2, pageCount: 10, progress: 0.3, isCompleted: false, updatedAt: TestClock.referenceInstant
        )
        try await dao.save(first)
        let later = LessonProgressDataModel(
            resourceId: "k", pageIndex: 8, pageCount: 10, progress: 1, isCompleted: true, updatedAt: TestClock.referenceInstant
        )
        try await dao.save(later)

        #expect(try await dao.progress(resourceId: "k") == later)
        #expect(try await dao.allProgress() == ["k": later])
        #expect(try await dao.progress(resourceId: "l") == nil)
    }

    @Test("Given a lesson's progress saved When the database is opened again Then it is still there")
    func lessonProgressSurvivesReopening() async throws {
        let folder = try TestDatabase.makeTemporaryDirectory(named: "lesson-progress")
        defer { try? FileManager.default.removeItem(at: folder) }
        let location = DatabaseLocation.directory(folder)
        let progress = LessonProgressDataModel(
            resourceId: "k", pageIndex: 4, pageCount: 10, progress: 0.5, isCompleted: false, updatedAt: TestClock.referenceInstant
        )
        try await LessonProgressDAO(database: try AppDatabase.open(at: location, migrations: [ToolsDatabaseMigrations()])).save(
            progress)

        let reopened = try AppDatabase.open(at: location, migrations: [ToolsDatabaseMigrations()])
        #expect(try await LessonProgressDAO(database: reopened).progress(resourceId: "k") == progress)
    }

    @Test(
        "Given two languages downloaded When one is removed with its downloads Then only files no other download needs are deleted"
    )
    func removeLanguageFreesOnlyUnneededFiles() async throws {
        let database = try makeDatabase()
        let store = ToolsFileStoreDAO(database: database)
        let languages = DownloadedToolLanguagesDAO(database: database)
        for hash in ["m1", "m2", "shared", "only1", "kept"] {
            try await store.save(Data(hash.utf8), sha256: hash, at: TestClock.referenceInstant)
        }
        try await store.recordDownload(
            ToolsDownloadDataModel(
                manifestName: "m1.xml", manifestSha256: "m1", resourceId: "a", languageId: "es", translationId: "a-es",
                fileHashes: ["shared", "only1", "kept"], downloadedAt: TestClock.referenceInstant
            ))
        try await store.recordDownload(
            ToolsDownloadDataModel(
                manifestName: "m2.xml", manifestSha256: "m2", resourceId: "b", languageId: "en", translationId: "b-en",
                fileHashes: ["shared"], downloadedAt: TestClock.referenceInstant
            ))
        try await languages.markDownloaded(languageId: "es", at: TestClock.referenceInstant)
        try await languages.markDownloaded(languageId: "en", at: TestClock.referenceInstant.addingTimeInterval(1))
        #expect(try await languages.downloadedLanguageIds() == ["es", "en"])

        let deleted = try await languages.removeLanguage(languageId: "es", manifestNames: ["m1.xml"], keeping: ["kept"])

        #expect(deleted == 2)
        #expect(try await store.savedHashes(among: ["m1", "m2", "shared", "only1", "kept"]) == ["m2", "shared", "kept"])
        #expect(try await languages.downloadedLanguageIds() == ["en"])
    }
}
