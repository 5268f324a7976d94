import Foundation
import Localization

/// The texts of the app's own screens and commands.
public enum AppStringKey: String, LocalizedStringKey {
    case homeTitle = "home.title"
    case homeHint = "home.hint"
    case homeOpenUsage = "home.command.open.usage"
    case homeOpenSummary = "home.command.open.summary"
    case featureContactsName = "feature.contacts.name"
    case featureContactsSummary = "feature.contacts.summary"
    case featureProductsName = "feature.products.name"
    case featureProductsSummary = "feature.products.summary"
    case featureLanguagesName = "feature.languages.name"
    case featureLanguagesSummary = "feature.languages.summary"
    case featureToolsName = "feature.tools.name"
    case featureToolsSummary = "feature.tools.summary"
    case screenBagName = "screen.bag.name"
    case screenWishlistName = "screen.wishlist.name"
    case screenFavoritesName = "screen.favorites.name"
    case screenLessonsName = "screen.lessons.name"
    case notInThisBuild = "message.notInThisBuild"
    case launchDataNotAFolder = "launch.data.notAFolder"
    case launchDataNotAFile = "launch.data.notAFile"
    case launchDataSymbolicLink = "launch.data.symbolicLink"
    case launchDataNotADatabase = "launch.data.notADatabase"
    case launchDataReadOnly = "launch.data.readOnly"
    case launchDataBusy = "launch.data.busy"
    case launchDataOther = "launch.data.other"
    case launchDataHint = "launch.data.hint"
    case launchLogFileUnwritable = "launch.logFileUnwritable"
    case launchAnalyticsLogUnwritable = "launch.analyticsLogUnwritable"
    case launchCoverageLogUnwritable = "launch.coverageLogUnwritable"
    case launchOutputClosed = "launch.outputClosed"
    case launchBackendUnreachable = "launch.backendUnreachable"
    case aboutSummary = "about.summary"
    case aboutTitle = "about.title"
    case aboutVersion = "about.version"
    case aboutEnvironmentEmbedded = "about.environment.embedded"
    case aboutEnvironmentBackend = "about.environment.backend"
    case aboutEnvironmentPublic = "about.environment.public"
    case aboutDataFolder = "about.dataFolder"
    case aboutInMemory = "about.inMemory"
    case aboutSchema = "about.schema"
    case aboutSourceBundled = "about.source.bundled"
    case aboutSourceSaved = "about.source.saved"
    case aboutSourceNeverSaved = "about.source.neverSaved"
}

/// The App package's string catalog.
public enum AppStrings {
    public static let catalog = StringCatalog<AppStringKey>.load(resources: "App_AppComposition", fallback: { .module })

    public static func localizer(_ currentLanguage: CurrentAppLanguage) -> Localizer<AppStringKey> {
        Localizer(catalog: catalog, currentLanguage: currentLanguage)
    }
}
