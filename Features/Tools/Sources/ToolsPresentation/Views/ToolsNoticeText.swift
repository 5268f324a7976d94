import Localization
import ReplKit
import ToolsDomain

/// What a Tools screen's notice comes to on screen: the message (and whether the screen is
/// drawn again) or the failure, in the app language; the readers' own notices in their words.
@MainActor
struct ToolsNoticeText {
    let strings: Localizer<ToolsStringKey>

    private var readerStrings: Localizer<ToolReaderStringKey> { ToolReaderStrings.localizer(strings.currentLanguage) }

    func outcome(_ notice: ToolsNotice) -> ReplOutcome {
        switch notice {
        case .favorited(let name): return .messageThenRender(strings.text(.noticeFavorited, ["name": name]))
        case .favoritedOffline(let name, let offline): return favoritedOffline(name: name, offline: offline)
        case .withLanguageUpdates(let notice, let updates): return outcome(notice, adding: updates)
        case .unfavorited(let name): return .messageThenRender(strings.text(.noticeUnfavorited, ["name": name]))
        case .alreadyFavorite(let name): return .message(strings.text(.noticeAlreadyFavorite, ["name": name]))
        case .notFavorite(let name): return .message(strings.text(.noticeNotFavorite, ["name": name]))
        case .confirmRemoval(let name): return .message(strings.text(.favoritesConfirmRemove, ["name": name]))
        case .removed(let name): return .messageThenRender(strings.text(.favoritesRemoved, ["name": name]))
        case .kept(let name): return .message(strings.text(.favoritesKept, ["name": name]))
        case .moved(let name, let position):
            return .messageThenRender(strings.text(.favoritesMoved, ["name": name, "position": String(position)]))
        case .nothingToConfirm: return .failure(strings.text(.errorNothingToConfirm))
        case .refreshed: return .messageThenRender(strings.text(.noticeRefreshed))
        case .refreshedOffline: return .messageThenRender(strings.text(.noticeRefreshOffline))
        case .primaryLanguageChanged(let name): return .messageThenRender(strings.text(.noticePrimaryChanged, ["language": name]))
        case .parallelLanguageChanged(let name):
            return .messageThenRender(strings.text(.noticeParallelChanged, ["language": name]))
        case .parallelLanguageCleared: return .messageThenRender(strings.text(.noticeParallelCleared))
        case .languagesSwapped(let primary, let parallel):
            return .messageThenRender(strings.text(.noticeSwapped, ["primary": primary, "parallel": parallel]))
        case .onLastPage: return .message(strings.text(.readerLastPage))
        case .onFirstPage: return .message(strings.text(.readerFirstPage))
        case .noSuchPage(let page, let pages):
            return .failure(strings.text(.readerNoSuchPage, ["page": String(page), "pages": String(pages)]))
        case .noParallelLanguage: return .message(strings.text(.readerNoParallel))
        case .noSuchCard(let card, let cards):
            return .failure(readerStrings.text(.readerNoSuchCard, ["card": String(card), "cards": String(cards)]))
        case .noSuchLink(_, 0): return .failure(readerStrings.text(.readerNoLinks))
        case .noSuchLink(let link, let links):
            return .failure(readerStrings.text(.readerNoSuchLink, ["link": String(link), "links": String(links)]))
        case .linkShown(let url): return .message(readerStrings.text(.readerLinkShown, ["url": url]))
        case .linkGoesNowhere: return .message(readerStrings.text(.readerLinkGoesNowhere))
        case .noSuchArticleItem(let item, let items):
            return .failure(readerStrings.text(.readerNoSuchItem, ["item": String(item), "items": String(items)]))
        case .shareLink(let url): return .message(url)
        case .noSuchVersion(_, 0): return .failure(strings.text(.detailsNoVersions))
        case .noSuchVersion(let version, let versions):
            return .failure(strings.text(.detailsNoSuchVersion, ["version": String(version), "versions": String(versions)]))
        case .versionChosen(let name): return .messageThenRender(strings.text(.noticeVersionChosen, ["name": name]))
        case .trainingTipsOff: return .message(readerStrings.text(.readerTipsOff))
        case .noSuchTip(_, 0): return .failure(readerStrings.text(.readerNoTips))
        case .noSuchTip(let tip, let tips):
            return .failure(readerStrings.text(.readerNoSuchTip, ["tip": String(tip), "tips": String(tips)]))
        case .trainingTipsChanged(let isOn):
            return .messageThenRender(strings.text(isOn ? .noticeTipsOn : .noticeTipsOff))
        case .failed(let failure): return .failure(ToolsText(strings: strings).failure(failure))
        case .answerResumeFirst: return .failure(strings.text(.lessonAnswerResumeFirst))
        case .lessonLanguageChosen: return .silent
        case .languageDownloaded(let name, let count, let failed):
            return .message(languageDownloaded(name: name, toolCount: count, failedTools: failed))
        case .nothingToRetry: return .message(strings.text(.downloadsNothingToRetry))
        case .confirmLanguageRemoval(let name): return .message(strings.text(.downloadsConfirmRemove, ["language": name]))
        case .languageRemoved(let name, let files):
            return .messageThenRender(strings.plural(.downloadsRemoved, count: files, ["language": name]))
        case .languageKept(let name): return .message(strings.text(.downloadsKept, ["language": name]))
        case .nothingToConfirmRemoval: return .failure(strings.text(.downloadsNothingToConfirm))
        }
    }

    /// "Added … to your favorites." and, under it, what keeping it offline came to.
    func favoritedOffline(name: String, offline: OfflineFavoriteOutcome) -> ReplOutcome {
        .messageThenRender(
            strings.text(.noticeFavorited, ["name": name]) + "\n" + ToolsOfflineText.line(offline, strings: strings))
    }

    /// "French is available offline: 22 tools and lessons downloaded." (when any was) and, under
    /// it, "2 tools could not be downloaded: …" naming those the download passed over.
    func languageDownloaded(name: String, toolCount: Int, failedTools: [String]) -> String {
        var lines =
            toolCount > 0 || failedTools.isEmpty
            ? [strings.plural(.downloadsDownloaded, count: toolCount, ["language": name])] : []
        if !failedTools.isEmpty {
            lines.append(
                strings.plural(.downloadsToolsFailed, count: failedTools.count, ["tools": failedTools.joined(separator: ", ")]))
        }
        return lines.joined(separator: "\n")
    }

    /// `notice`'s outcome with a line under its message for each language the update changed.
    func outcome(_ notice: ToolsNotice, adding updates: LanguageUpdatesDomainModel) -> ReplOutcome {
        let lines = ToolsOfflineText.lines(updates, strings: strings)
        guard !lines.isEmpty else { return outcome(notice) }
        let added = lines.joined(separator: "\n")
        switch outcome(notice) {
        case .message(let message): return .message(message + "\n" + added)
        case .messageThenRender(let message): return .messageThenRender(message + "\n" + added)
        case .render: return .messageThenRender(added)
        case .silent: return .message(added)
        case .failure(let message): return .failure(message)
        }
    }
}
