import Foundation
import Localization

/// The messages of the screen API itself: picking a listed item, `back` and `home`.
public enum ReplKitStringKey: String, LocalizedStringKey {
    case nothingToPick = "error.nothingToPick"
    case itemNumberOutOfRange = "error.itemNumberOutOfRange"
    case itemNotFound = "error.itemNotFound"
    case backSummary = "back.summary"
    case homeSummary = "home.summary"
    case alreadyAtRoot = "message.alreadyAtRoot"
}

/// The screen API's string catalog, loaded once.
public enum ReplKitStrings {
    public static let catalog = StringCatalog<ReplKitStringKey>.load(resources: "ReplHost_ReplKit", fallback: { .module })

    public static func localizer(_ currentLanguage: CurrentAppLanguage) -> Localizer<ReplKitStringKey> {
        Localizer(catalog: catalog, currentLanguage: currentLanguage)
    }
}
