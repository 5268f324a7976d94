/// The versions people chose for metatools (read back with the catalog).
public struct ToolVersionChoiceRepository: Sendable {
    private let dao: ToolVersionChoiceDAO

    public init(dao: ToolVersionChoiceDAO) {
        self.dao = dao
    }

    public func choose(resourceId: String, of metatoolId: String) async throws {
        try await dao.choose(resourceId: resourceId, of: metatoolId)
    }
}
