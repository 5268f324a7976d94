import ToolsDataDomainInterface
import ToolsDomain
import Localization

/// Builds the Tools feature's use cases on their interface implementations.
public struct ToolsDomainLayerDependencies: Sendable {
    private let dataLayer: ToolsDataLayerDependencies
    private let currentAppLanguage: CurrentAppLanguage

    public init(dataLayer: ToolsDataLayerDependencies, currentAppLanguage: CurrentAppLanguage) {
        self.dataLayer = dataLayer
        self.currentAppLanguage = currentAppLanguage
    }

    private func getItems() -> GetToolsItems {
        GetToolsItems(repository: dataLayer.getToolsItemsRepository(), currentAppLanguage: currentAppLanguage)
    }

    public func getViewToolsItemsUseCase() -> ViewToolsItemsUseCase {
        ViewToolsItemsUseCase(getItems: getItems())
    }

    public func getViewToolsItemDetailsUseCase() -> ViewToolsItemDetailsUseCase {
        ViewToolsItemDetailsUseCase(getItems: getItems())
    }
}
