import ToolsData
import ToolsPresentation
import Localization
import Navigation
import Persistence

/// Everything the Tools feature needs, built in one place: its database
/// migrations, its layers, and its screens.
public final class ToolsDiContainer: Sendable {
    public let dataLayer: ToolsDataLayerDependencies
    public let domainLayer: ToolsDomainLayerDependencies
    public let currentAppLanguage: CurrentAppLanguage

    /// The feature's tables, to register when the app database is opened.
    public static let databaseMigrations: any FeatureDatabaseMigrations = ToolsDatabaseMigrations()

    public init(database: AppDatabase, currentAppLanguage: CurrentAppLanguage) {
        self.currentAppLanguage = currentAppLanguage
        dataLayer = ToolsDataLayerDependencies(database: database)
        domainLayer = ToolsDomainLayerDependencies(dataLayer: dataLayer, currentAppLanguage: currentAppLanguage)
    }

    @MainActor
    public func makeToolsItemsView(flowStepEmitter: FlowStepEmitter<ToolsFlowStep>) -> ToolsItemsView {
        ToolsItemsView(
            viewModel: ToolsItemsViewModel(
                viewToolsItemsUseCase: domainLayer.getViewToolsItemsUseCase(),
                flowStepEmitter: flowStepEmitter
            ),
            currentAppLanguage: currentAppLanguage
        )
    }

    @MainActor
    public func makeToolsItemDetailsView(itemId: String) -> ToolsItemDetailsView {
        ToolsItemDetailsView(
            viewModel: ToolsItemDetailsViewModel(
                itemId: itemId, viewToolsItemDetailsUseCase: domainLayer.getViewToolsItemDetailsUseCase()
            ),
            currentAppLanguage: currentAppLanguage
        )
    }
}
