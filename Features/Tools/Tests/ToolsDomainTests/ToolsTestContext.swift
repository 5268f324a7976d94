import Localization
import Persistence
import TestSupport
import ToolsData
import ToolsDataDomainInterface
import ToolsDomain
import ToolsTesting

/// The Tools use cases on their real interface implementations, over the fake
/// catalog in an in-memory database.
struct ToolsTestContext {
    let database: AppDatabase
    let appLanguage: CurrentAppLanguage
    private let catalogRepository: ToolsCatalogRepository
    private let favoritesRepository: FavoriteToolsRepository

    init(appLanguage: String = "en", initialFavorites: [String] = []) throws {
        database = try TestDatabase.inMemory([ToolsDatabaseMigrations()])
        self.appLanguage = TestAppLanguage.current(appLanguage)
        catalogRepository = ToolsCatalogRepository(
            dao: ToolsCatalogDAO(database: database), source: FakeToolsContentSource(), clock: TestClock.fixed(),
            initialFavorites: initialFavorites
        )
        favoritesRepository = FavoriteToolsRepository(dao: FavoriteToolsDAO(database: database))
    }

    private var favorites: FavoriteTools {
        FavoriteTools(catalogRepository: catalogRepository, favoritesRepository: favoritesRepository, currentAppLanguage: appLanguage)
    }

    var viewTools: ViewToolsUseCase {
        ViewToolsUseCase(getToolsList: GetToolsList(
            catalogRepository: catalogRepository, favoritesRepository: favoritesRepository, currentAppLanguage: appLanguage
        ))
    }

    var viewToolDetails: ViewToolDetailsUseCase {
        ViewToolDetailsUseCase(getToolDetails: GetToolDetails(
            catalogRepository: catalogRepository, favoritesRepository: favoritesRepository, currentAppLanguage: appLanguage
        ))
    }

    var toggleFavorite: ToggleToolFavoritedUseCase { ToggleToolFavoritedUseCase(favorites: favorites) }
    var viewFavorites: ViewFavoriteToolsUseCase { ViewFavoriteToolsUseCase(favorites: favorites) }
    var reorderFavorites: ReorderFavoriteToolsUseCase { ReorderFavoriteToolsUseCase(favorites: favorites) }
    var removeFavorite: RemoveFavoriteToolUseCase { RemoveFavoriteToolUseCase(favorites: favorites) }

    /// Favorites A, B, C, D, E in that order (each new favorite goes first, so E is added first).
    func favoriteAllFive() async throws {
        for id in ["e", "d", "c", "b", "a"] { try await toggleFavorite.execute(toolId: id, isFavorite: true) }
    }
}
