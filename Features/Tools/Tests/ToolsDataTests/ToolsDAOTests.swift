import ToolsData
import Persistence
import TestSupport
import Testing

@Suite("Tools DAO on SQLite")
struct ToolsDAOTests {
    private func makeDAO() throws -> ToolsDAO {
        ToolsDAO(database: try TestDatabase.inMemory([ToolsDatabaseMigrations()]))
    }

    @Test("Given a fresh database When the items are read Then the seeded samples come back in stored order")
    func seededItems() async throws {
        let dao = try makeDAO()

        let items = try await dao.allItems()

        #expect(items.map(\.id) == ["item-1", "item-2", "item-3"])
    }

    @Test("Given a fresh database When an unknown id is read Then there is no item")
    func unknownItem() async throws {
        let dao = try makeDAO()

        let item = try await dao.item(id: "nowhere")

        #expect(item == nil)
    }
}
