import Foundation
import Localization

/// Every text the Languages screens show, one key each.
public enum LanguagesStringKey: String, LocalizedStringKey {
    case featureName = "feature.name"
    case featureSummary = "feature.summary"
    case settingsTitle = "settings.title"
    case settingsAppLanguage = "settings.appLanguage"
    case settingsDirectionRightToLeft = "settings.direction.rightToLeft"
    case settingsDirectionLeftToRight = "settings.direction.leftToRight"
    case settingsAvailable = "settings.available"
    case settingsChooseSummary = "settings.command.choose.summary"
    case settingsDownloadsSummary = "settings.command.downloads.summary"
    case settingsOfflineToolLanguages = "settings.offlineToolLanguages"
    case settingsOfflineToolLanguagesNone = "settings.offlineToolLanguagesNone"
    case settingsDownloadsHint = "settings.downloadsHint"
    case listTitle = "list.title"
    case listRightToLeft = "list.rightToLeft"
    case listCurrent = "list.current"
    case listCount = "list.count"
    case listMatchCount = "list.matchCount"
    case listEmpty = "list.empty"
    case listHint = "list.hint"
    case listSearchUsage = "list.command.search.usage"
    case listSearchSummary = "list.command.search.summary"
    case listChooseUsage = "list.command.choose.usage"
    case listChooseSummary = "list.command.choose.summary"
    case listAlreadyCurrent = "list.alreadyCurrent"
    case confirmTitle = "confirm.title"
    case confirmQuestion = "confirm.question"
    case confirmHint = "confirm.hint"
    case confirmConfirmSummary = "confirm.command.confirm.summary"
    case confirmCancelSummary = "confirm.command.cancel.summary"
    case confirmChanged = "confirm.changed"
    case errorLoadFailed = "error.loadFailed"
    case errorUnknownLanguage = "error.unknownLanguage"
    case errorCouldNotSave = "error.couldNotSave"
    case placeLanguageSettings = "place.languageSettings"
    case placeConfirmLanguageChange = "place.confirmLanguageChange"
}

/// The Languages feature's string catalog, loaded once from the package's resources.
public enum LanguagesStrings {
    public static let catalog = StringCatalog<LanguagesStringKey>.load(
        resources: "Languages_LanguagesPresentation", fallback: { .module })

    public static func localizer(_ currentLanguage: CurrentAppLanguage) -> Localizer<LanguagesStringKey> {
        Localizer(catalog: catalog, currentLanguage: currentLanguage)
    }
}
