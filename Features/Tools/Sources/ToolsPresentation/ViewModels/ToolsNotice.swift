import ToolsDomain

/// What a Tools screen tells the person after a command, for its view to put into words.
public enum ToolsNotice: Equatable, Sendable {
    case favorited(name: String)
    /// Favorited, and what keeping it offline came to.
    case favoritedOffline(name: String, offline: OfflineFavoriteOutcome)
    /// `notice`, then what updating the downloaded languages did (`refresh` in a script).
    indirect case withLanguageUpdates(ToolsNotice, LanguageUpdatesDomainModel)
    case unfavorited(name: String)
    case alreadyFavorite(name: String)
    case notFavorite(name: String)
    /// The Favorites screen asks before removing.
    case confirmRemoval(name: String)
    case removed(name: String)
    case kept(name: String)
    /// Moved to `position` (1-based, as on screen).
    case moved(name: String, position: Int)
    case nothingToConfirm
    case refreshed
    case refreshedOffline
    case primaryLanguageChanged(name: String)
    case parallelLanguageChanged(name: String)
    case parallelLanguageCleared
    case languagesSwapped(primary: String, parallel: String)
    case onLastPage
    case onFirstPage
    case noSuchPage(page: Int, pages: Int)
    case noParallelLanguage
    case noSuchCard(card: Int, cards: Int)
    case noSuchLink(link: Int, links: Int)
    /// A URL button or link: shown, never opened.
    case linkShown(url: String)
    /// Nothing on the page listens to what was tapped.
    case linkGoesNowhere
    case noSuchArticleItem(item: Int, items: Int)
    /// `tip` while the tool's training tips are off.
    case trainingTipsOff
    case noSuchTip(tip: Int, tips: Int)
    /// `share`: the tool's public link.
    case shareLink(url: String)
    case noSuchVersion(version: Int, versions: Int)
    case versionChosen(name: String)
    /// `tips on|off` in tool settings.
    case trainingTipsChanged(isOn: Bool)
    case failed(ToolsFailure)
    /// A lesson left in the middle asks before going on.
    case answerResumeFirst
    case lessonLanguageChosen
    /// A language download's end: the tools and lessons saved in it, and those it passed over.
    case languageDownloaded(name: String, toolCount: Int, failedTools: [String])
    case nothingToRetry
    case confirmLanguageRemoval(name: String)
    case languageRemoved(name: String, freedFiles: Int)
    case languageKept(name: String)
    case nothingToConfirmRemoval
}
