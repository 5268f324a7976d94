import Foundation
import Localization

/// The texts of the commands and messages that features' hosts show.
public enum FeatureHostStringKey: String, LocalizedStringKey {
    case goToSummary = "command.goTo.summary"
    case destinationNotInDemo = "message.destinationNotInDemo"
    case destinationNotInDemoTitle = "title.destinationNotInDemo"
}

/// The FeatureHost string catalog.
public enum FeatureHostStrings {
    public static let catalog = StringCatalog<FeatureHostStringKey>.load(from: .module)

    public static func localizer(_ currentLanguage: CurrentAppLanguage) -> Localizer<FeatureHostStringKey> {
        Localizer(catalog: catalog, currentLanguage: currentLanguage)
    }
}
