import TestSupport
import Testing
import ToolsData

@Suite("Tools filter selection DAO")
struct ToolsFilterSelectionDAOTests {
    @Test("Given a chosen category When Any is chosen Then the stored selection is deleted")
    func anyDeletes() async throws {
        let dao = ToolsFilterSelectionDAO(database: try TestDatabase.inMemory([ToolsDatabaseMigrations()]))
        try await dao.setSelection(filter: "category", value: "gospel")
        #expect(try await dao.selection(filter: "category") == "gospel")

        try await dao.setSelection(filter: "category", value: nil)

        #expect(try await dao.selection(filter: "category") == nil)
    }
}
