import Foundation
import Localization

/// Every text the Tools screens show, one key each.
public enum ToolsStringKey: String, LocalizedStringKey {
    case featureName = "feature.name"
    case featureSummary = "feature.summary"
    case favoritesEntryTitle = "favorites.entryTitle"
    case listTitle = "list.title"
    case listSpotlight = "list.spotlight"
    case listAllTools = "list.allTools"
    case listToolCount = "list.toolCount"
    case listEmpty = "list.empty"
    case listHint = "list.hint"
    case categoryGospel = "category.gospel"
    case categoryConversationStarter = "category.conversation_starter"
    case categoryGrowth = "category.growth"
    case categoryTraining = "category.training"
    case categoryArticles = "category.articles"
    case detailsViews = "details.views"
    case detailsFavorite = "details.favorite"
    case detailsNotFavorite = "details.notFavorite"
    case detailsAbout = "details.about"
    case detailsNoAbout = "details.noAbout"
    case detailsLanguages = "details.languages"
    case detailsHint = "details.hint"
    case favoritesTitle = "favorites.title"
    case favoritesCount = "favorites.count"
    case favoritesEmpty = "favorites.empty"
    case favoritesHint = "favorites.hint"
    case favoritesConfirmRemove = "favorites.confirmRemove"
    case favoritesRemoved = "favorites.removed"
    case favoritesKept = "favorites.kept"
    case favoritesMoved = "favorites.moved"
    case commandOpenUsage = "command.open.usage"
    case commandOpenSummary = "command.open.summary"
    case commandFavUsage = "command.fav.usage"
    case commandFavSummary = "command.fav.summary"
    case commandUnfavUsage = "command.unfav.usage"
    case commandUnfavSummary = "command.unfav.summary"
    case commandDetailsFavSummary = "command.details.fav.summary"
    case commandDetailsUnfavSummary = "command.details.unfav.summary"
    case commandMoveUsage = "command.move.usage"
    case commandMoveSummary = "command.move.summary"
    case commandRemoveUsage = "command.remove.usage"
    case commandRemoveSummary = "command.remove.summary"
    case commandYesSummary = "command.yes.summary"
    case commandNoSummary = "command.no.summary"
    case noticeFavorited = "notice.favorited"
    case noticeUnfavorited = "notice.unfavorited"
    case noticeAlreadyFavorite = "notice.alreadyFavorite"
    case noticeNotFavorite = "notice.notFavorite"
    case errorNothingToConfirm = "error.nothingToConfirm"
    case errorMoveUsage = "error.moveUsage"
    case errorToolNotFound = "error.toolNotFound"
    case errorCouldNotLoad = "error.couldNotLoad"
    case errorCouldNotSave = "error.couldNotSave"
}

/// The Tools feature's string catalog, loaded once from the package's resources.
public enum ToolsStrings {
    public static let catalog = StringCatalog<ToolsStringKey>.load(from: .module)

    public static func localizer(_ currentLanguage: CurrentAppLanguage) -> Localizer<ToolsStringKey> {
        Localizer(catalog: catalog, currentLanguage: currentLanguage)
    }
}
