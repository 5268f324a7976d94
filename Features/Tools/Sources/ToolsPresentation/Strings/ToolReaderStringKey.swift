import Foundation
import Localization

/// Every text only the tool readers show (tract, adventure, article and their training
/// tips), one key each, in their own catalog beside the feature's.
public enum ToolReaderStringKey: String, LocalizedStringKey {
    case readerSwitchTo = "reader.switchTo"
    case readerCard = "reader.card"
    case readerHiddenCard = "reader.hiddenCard"
    case readerHeroCard = "reader.heroCard"
    case readerHeroCardUnlabeled = "reader.heroCardUnlabeled"
    case readerModal = "reader.modal"
    case readerModalHint = "reader.modalHint"
    case readerTractHint = "reader.tractHint"
    case readerAdventureHint = "reader.adventureHint"
    case readerAdventureEnd = "reader.adventureEnd"
    case readerAdventureCardsHint = "reader.adventureCardsHint"
    case readerArticlesHint = "reader.articlesHint"
    case readerArticleHint = "reader.articleHint"
    case readerArticleCount = "reader.articleCount"
    case readerCategories = "reader.categories"
    case readerUnreadablePage = "reader.unreadablePage"
    case readerUnknownPageType = "reader.unknownPageType"
    case readerLinkShown = "reader.linkShown"
    case readerLinkGoesNowhere = "reader.linkGoesNowhere"
    case readerNoSuchCard = "reader.noSuchCard"
    case readerNoSuchLink = "reader.noSuchLink"
    case readerNoLinks = "reader.noLinks"
    case readerNoSuchItem = "reader.noSuchItem"
    case commandCardUsage = "command.card.usage"
    case commandCardSummary = "command.card.summary"
    case commandTapUsage = "command.tap.usage"
    case commandTapSummary = "command.tap.summary"
    case commandReaderBackSummary = "command.reader.back.summary"
    case commandOpenArticleUsage = "command.openArticle.usage"
    case commandOpenArticleSummary = "command.openArticle.summary"
    case commandPageUsage = "command.page.usage"
    case commandPageSummary = "command.page.summary"
    case commandSwitchSummary = "command.switch.summary"
    case commandReaderRefreshSummary = "command.reader.refresh.summary"
    case readerTipsOff = "reader.tipsOff"
    case readerNoTips = "reader.noTips"
    case readerNoSuchTip = "reader.noSuchTip"
    case tipKindTip = "tip.kind.tip"
    case tipKindAsk = "tip.kind.ask"
    case tipKindConsider = "tip.kind.consider"
    case tipKindPrepare = "tip.kind.prepare"
    case tipKindQuote = "tip.kind.quote"
    case readerTipOpen = "reader.tipOpen"
    case readerTipHint = "reader.tipHint"
    case readerTipsOnStatus = "reader.tipsOnStatus"
    case readerTipsHint = "reader.tipsHint"
    case readerTipReference = "reader.tipReference"
    case commandTipUsage = "command.tip.usage"
    case commandTipSummary = "command.tip.summary"
}

/// The tool readers' string catalog, loaded once from the package's resources.
public enum ToolReaderStrings {
    public static let catalog = StringCatalog<ToolReaderStringKey>.load(
        resources: "Tools_ToolsPresentation", fallback: { .module }, subdirectory: "ReaderStrings")

    public static func localizer(_ currentLanguage: CurrentAppLanguage) -> Localizer<ToolReaderStringKey> {
        Localizer(catalog: catalog, currentLanguage: currentLanguage)
    }
}
