import Foundation
import Localization

/// The texts of the commands and messages that features' hosts show.
public enum FeatureHostStringKey: String, LocalizedStringKey {
    case goToSummary = "command.goTo.summary"
    case destinationNotInDemo = "message.destinationNotInDemo"
    case destinationNotInDemoTitle = "title.destinationNotInDemo"
    case gotoUsage = "command.goto.usage"
    case gotoSummary = "command.goto.summary"
    case gotoUsageHint = "message.gotoUsage"
    case routesHeading = "message.routesHeading"
    case routeUnknown = "message.routeUnknown"
    case routeUnknownNoRoutes = "message.routeUnknownNoRoutes"
    case linkUnknown = "message.linkUnknown"
}

/// The FeatureHost string catalog.
public enum FeatureHostStrings {
    public static let catalog = StringCatalog<FeatureHostStringKey>.load(
        resources: "FeatureKit_FeatureHost", fallback: { .module })

    public static func localizer(_ currentLanguage: CurrentAppLanguage) -> Localizer<FeatureHostStringKey> {
        Localizer(catalog: catalog, currentLanguage: currentLanguage)
    }
}
