import ToolsData
import Persistence

/// Builds the Tools feature's DAO and repositories.
public struct ToolsDataLayerDependencies: Sendable {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    public func getToolsItemsRepository() -> ToolsItemsRepository {
        ToolsItemsRepository(dao: ToolsDAO(database: database))
    }
}
