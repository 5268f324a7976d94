import AppCore
import Localization
import Navigation
import Persistence
import ToolsData
import ToolsPresentation

/// Everything the Tools feature needs, built in one place: its database
/// migrations, its layers, and its screens.
public final class ToolsDiContainer: Sendable {
    public let dataLayer: ToolsDataLayerDependencies
    public let domainLayer: ToolsDomainLayerDependencies
    public let currentAppLanguage: CurrentAppLanguage

    /// The feature's tables, to register when the app database is opened.
    public static let databaseMigrations: any FeatureDatabaseMigrations = ToolsDatabaseMigrations()

    public init(
        database: AppDatabase, currentAppLanguage: CurrentAppLanguage, clock: any AppClock = SystemAppClock(),
        source: (any ToolsContentSource)? = nil
    ) {
        self.currentAppLanguage = currentAppLanguage
        dataLayer = ToolsDataLayerDependencies(database: database, clock: clock, source: source)
        domainLayer = ToolsDomainLayerDependencies(dataLayer: dataLayer, currentAppLanguage: currentAppLanguage)
    }

    @MainActor
    public func makeToolsListView(flowStepEmitter: FlowStepEmitter<ToolsFlowStep>) -> ToolsListView {
        ToolsListView(
            viewModel: ToolsListViewModel(
                viewToolsUseCase: domainLayer.getViewToolsUseCase(),
                toggleToolFavoritedUseCase: domainLayer.getToggleToolFavoritedUseCase(),
                flowStepEmitter: flowStepEmitter
            ),
            currentAppLanguage: currentAppLanguage
        )
    }

    @MainActor
    public func makeToolDetailsView(toolId: String) -> ToolDetailsView {
        ToolDetailsView(
            viewModel: ToolDetailsViewModel(
                toolId: toolId, viewToolDetailsUseCase: domainLayer.getViewToolDetailsUseCase(),
                toggleToolFavoritedUseCase: domainLayer.getToggleToolFavoritedUseCase()
            ),
            currentAppLanguage: currentAppLanguage
        )
    }

    @MainActor
    public func makeFavoriteToolsView(flowStepEmitter: FlowStepEmitter<ToolsFlowStep>) -> FavoriteToolsView {
        FavoriteToolsView(
            viewModel: FavoriteToolsViewModel(
                viewFavoriteToolsUseCase: domainLayer.getViewFavoriteToolsUseCase(),
                reorderFavoriteToolsUseCase: domainLayer.getReorderFavoriteToolsUseCase(),
                removeFavoriteToolUseCase: domainLayer.getRemoveFavoriteToolUseCase(),
                flowStepEmitter: flowStepEmitter
            ),
            currentAppLanguage: currentAppLanguage
        )
    }
}
