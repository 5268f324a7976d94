import AppCore
import Persistence
import ToolsData

/// Builds the Tools feature's content source, DAOs and repositories.
public struct ToolsDataLayerDependencies: Sendable {
    private let database: AppDatabase
    private let clock: any AppClock
    private let source: any ToolsContentSource

    /// `source` replaces the bundled content set (fakes for tests, a server later).
    public init(database: AppDatabase, clock: any AppClock, source: (any ToolsContentSource)? = nil) {
        self.database = database
        self.clock = clock
        self.source = source ?? BundledToolsContentSource()
    }

    public func getToolsCatalogRepository() -> ToolsCatalogRepository {
        ToolsCatalogRepository(dao: ToolsCatalogDAO(database: database), source: source, clock: clock)
    }

    public func getFavoriteToolsRepository() -> FavoriteToolsRepository {
        FavoriteToolsRepository(dao: FavoriteToolsDAO(database: database))
    }

    public func getToolsFilterSelectionRepository() -> ToolsFilterSelectionRepository {
        ToolsFilterSelectionRepository(dao: ToolsFilterSelectionDAO(database: database))
    }
}
