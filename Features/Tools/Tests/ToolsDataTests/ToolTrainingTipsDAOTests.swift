import Foundation
import Persistence
import TestSupport
import Testing
import ToolsData

@Suite("Training tips kept per tool")
struct ToolTrainingTipsDAOTests {
    @Test("Given a tool never set When its tips are read Then they are off and none is seen")
    func offByDefault() async throws {
        let dao = ToolTrainingTipsDAO(database: try TestDatabase.inMemory([ToolsDatabaseMigrations()]))
        #expect(try await dao.isOn(resourceId: "kgp") == false)
        #expect(try await dao.seenTipIds(resourceId: "kgp").isEmpty)
    }

    @Test(
        "Given tips turned on for one tool and a tip opened twice When read Then only that tool's tips are on, and the tip is seen once"
    )
    func onAndSeenPerTool() async throws {
        let dao = ToolTrainingTipsDAO(database: try TestDatabase.inMemory([ToolsDatabaseMigrations()]))
        try await dao.setOn(true, resourceId: "kgp")
        try await dao.markSeen(tipId: "ask", resourceId: "kgp")
        try await dao.markSeen(tipId: "ask", resourceId: "kgp")

        #expect(try await dao.isOn(resourceId: "kgp"))
        #expect(try await dao.isOn(resourceId: "fourlaws") == false)
        #expect(try await dao.seenTipIds(resourceId: "kgp") == ["ask"])
        #expect(try await dao.seenTipIds(resourceId: "fourlaws").isEmpty)
        try await dao.setOn(false, resourceId: "kgp")
        #expect(try await dao.isOn(resourceId: "kgp") == false)
    }

    @Test("Given tips on and a tip seen When the database is opened again Then both are still there")
    func survivesReopening() async throws {
        let folder = try TestDatabase.makeTemporaryDirectory(named: "training-tips")
        defer { try? FileManager.default.removeItem(at: folder) }
        let location = DatabaseLocation.directory(folder)
        let first = ToolTrainingTipsDAO(database: try AppDatabase.open(at: location, migrations: [ToolsDatabaseMigrations()]))
        try await first.setOn(true, resourceId: "kgp")
        try await first.markSeen(tipId: "prepare", resourceId: "kgp")

        let reopened = ToolTrainingTipsDAO(database: try AppDatabase.open(at: location, migrations: [ToolsDatabaseMigrations()]))
        #expect(try await reopened.isOn(resourceId: "kgp"))
        #expect(try await reopened.seenTipIds(resourceId: "kgp") == ["prepare"])
    }
}
