/// Where the Tools items come from: the app database.
public struct ToolsItemsRepository: Sendable {
    private let dao: ToolsDAO

    public init(dao: ToolsDAO) {
        self.dao = dao
    }

    public func getItems() async throws -> [ToolsItemDataModel] {
        try await dao.allItems()
    }

    public func getItem(id: String) async throws -> ToolsItemDataModel? {
        try await dao.item(id: id)
    }
}
