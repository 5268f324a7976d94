import Persistence
import TestSupport
import Testing
import ToolsData

@Suite("Favorite tools DAO")
struct FavoriteToolsDAOTests {
    /// A DAO whose favorites are A, B, C, D, E in that order.
    private func fiveFavorites() async throws -> FavoriteToolsDAO {
        let dao = FavoriteToolsDAO(database: try TestDatabase.inMemory([ToolsDatabaseMigrations()]))
        for id in ["E", "D", "C", "B", "A"] { try await dao.add(resourceId: id) }
        return dao
    }

    private func ids(_ dao: FavoriteToolsDAO) async throws -> [String] {
        try await dao.favorites().map(\.resourceId)
    }

    @Test("Given favorites When a new one is added Then it comes first")
    func newFavoriteFirst() async throws {
        let dao = try await fiveFavorites()
        try await dao.add(resourceId: "F")
        #expect(try await ids(dao) == ["F", "A", "B", "C", "D", "E"])
        #expect(try await dao.favorites().map(\.position) == [0, 1, 2, 3, 4, 5])
    }

    @Test("Given a favorite When it is added again Then nothing moves")
    func addTwice() async throws {
        let dao = try await fiveFavorites()
        try await dao.add(resourceId: "C")
        #expect(try await ids(dao) == ["A", "B", "C", "D", "E"])
    }

    @Test("Given A to E When C moves from 2 to 0 Then the order is C, A, B, D, E")
    func moveUp() async throws {
        let dao = try await fiveFavorites()
        try await dao.move(from: 2, to: 0)
        #expect(try await ids(dao) == ["C", "A", "B", "D", "E"])
    }

    @Test("Given A to E When A moves from 0 to 4 Then the order is B, C, D, E, A")
    func moveDown() async throws {
        let dao = try await fiveFavorites()
        try await dao.move(from: 0, to: 4)
        #expect(try await ids(dao) == ["B", "C", "D", "E", "A"])
    }

    @Test("Given A to E When E moves from 4 to 2 Then the order is A, B, E, C, D")
    func moveMiddle() async throws {
        let dao = try await fiveFavorites()
        try await dao.move(from: 4, to: 2)
        #expect(try await ids(dao) == ["A", "B", "E", "C", "D"])
    }

    @Test("Given A to E When C is removed Then the others close the gap")
    func removeRenumbers() async throws {
        let dao = try await fiveFavorites()
        try await dao.remove(resourceId: "C")
        #expect(try await dao.favorites().map(\.position) == [0, 1, 2, 3])
        #expect(try await ids(dao) == ["A", "B", "D", "E"])
    }
}
