import Foundation
import Persistence
import TestSupport
import Testing
import ToolsData

@Suite("Reading paths of choose-your-own-adventure tools")
struct ToolReadingPathDAOTests {
    @Test(
        "Given a path kept twice for a tool When it is read Then the last one is there, oldest page first, and other tools have none"
    )
    func pathReplaces() async throws {
        let dao = ToolReadingPathDAO(database: try TestDatabase.inMemory([ToolsDatabaseMigrations()]))
        try await dao.save(resourceId: "q", pageIds: ["start", "a"])
        try await dao.save(resourceId: "q", pageIds: ["start", "b", "join"])

        #expect(try await dao.path(resourceId: "q") == ["start", "b", "join"])
        #expect(try await dao.path(resourceId: "other").isEmpty)
    }

    @Test("Given a path kept When an empty one is kept Then none is kept")
    func emptyPathRemoves() async throws {
        let dao = ToolReadingPathDAO(database: try TestDatabase.inMemory([ToolsDatabaseMigrations()]))
        try await dao.save(resourceId: "q", pageIds: ["start"])
        try await dao.save(resourceId: "q", pageIds: [])

        #expect(try await dao.path(resourceId: "q").isEmpty)
    }

    @Test("Given a path kept When the database is opened again Then it is still there")
    func pathSurvivesReopening() async throws {
        let folder = try TestDatabase.makeTemporaryDirectory(named: "reading-path")
        defer { try? FileManager.default.removeItem(at: folder) }
        let location = DatabaseLocation.directory(folder)
        try await ToolReadingPathDAO(database: try AppDatabase.open(at: location, migrations: [ToolsDatabaseMigrations()]))
            .save(resourceId: "q", pageIds: ["start", "a"])

        let reopened = ToolReadingPathDAO(database: try AppDatabase.open(at: location, migrations: [ToolsDatabaseMigrations()]))
        #expect(try await reopened.path(resourceId: "q") == ["start", "a"])
    }

    @Test("Given a page id with a line break When the repository keeps the path Then that id is left out, not split")
    func idsWithLineBreaksLeftOut() async throws {
        let dao = ToolReadingPathDAO(database: try TestDatabase.inMemory([ToolsDatabaseMigrations()]))
        await ToolReadingPathRepository(dao: dao).save(resourceId: "q", pageIds: ["start", "bad\nid", "a"])

        #expect(try await dao.path(resourceId: "q") == ["start", "a"])
    }
}
