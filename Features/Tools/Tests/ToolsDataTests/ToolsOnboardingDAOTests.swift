import Foundation
import Persistence
import TestSupport
import Testing
import ToolsData

@Suite("The introduction's ending kept")
struct ToolsOnboardingDAOTests {
    @Test("Given a new database When the introduction's ending is read Then there is none")
    func noneAtFirst() async throws {
        let dao = ToolsOnboardingDAO(database: try TestDatabase.inMemory([ToolsDatabaseMigrations()]))
        #expect(try await dao.finish() == nil)
    }

    @Test("Given the introduction skipped, then gone through When read Then the later ending replaces the first")
    func laterReplaces() async throws {
        let dao = ToolsOnboardingDAO(database: try TestDatabase.inMemory([ToolsDatabaseMigrations()]))
        try await dao.saveFinish(ToolsOnboardingFinishDataModel(wasSkipped: true, finishedAt: 10))
        try await dao.saveFinish(ToolsOnboardingFinishDataModel(wasSkipped: false, finishedAt: 20))
        #expect(try await dao.finish() == ToolsOnboardingFinishDataModel(wasSkipped: false, finishedAt: 20))
    }

    @Test("Given the introduction skipped When the database is opened again Then the ending is still there")
    func survivesReopening() async throws {
        let folder = try TestDatabase.makeTemporaryDirectory(named: "onboarding")
        defer { try? FileManager.default.removeItem(at: folder) }
        let location = DatabaseLocation.directory(folder)
        let first = ToolsOnboardingDAO(database: try AppDatabase.open(at: location, migrations: [ToolsDatabaseMigrations()]))
        try await first.saveFinish(ToolsOnboardingFinishDataModel(wasSkipped: true, finishedAt: 42))

        let second = ToolsOnboardingDAO(database: try AppDatabase.open(at: location, migrations: [ToolsDatabaseMigrations()]))
        #expect(try await second.finish() == ToolsOnboardingFinishDataModel(wasSkipped: true, finishedAt: 42))
    }
}
