import Foundation
import Localization

/// Every text the Tools screens show, one key each.
public enum ToolsStringKey: String, LocalizedStringKey {
    case featureName = "feature.name"
    case featureSummary = "feature.summary"
    case listTitle = "list.title"
    case listItemCount = "list.itemCount"
    case listEmpty = "list.empty"
    case listHint = "list.hint"
    case detailsTitle = "details.title"
    case detailsHint = "details.hint"
    case commandOpenUsage = "command.open.usage"
    case commandOpenSummary = "command.open.summary"
    case errorItemNotFound = "error.itemNotFound"
    case errorCouldNotLoad = "error.couldNotLoad"
}

/// The Tools feature's string catalog, loaded once from the package's resources.
public enum ToolsStrings {
    public static let catalog = StringCatalog<ToolsStringKey>.load(from: .module)

    public static func localizer(_ currentLanguage: CurrentAppLanguage) -> Localizer<ToolsStringKey> {
        Localizer(catalog: catalog, currentLanguage: currentLanguage)
    }
}
