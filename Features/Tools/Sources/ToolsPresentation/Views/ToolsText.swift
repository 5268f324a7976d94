import Foundation
import Localization
import ReplKit
import ToolsDomain

/// Words the Tools screens share: category names, rows, notices and failures.
@MainActor
struct ToolsText {
    let strings: Localizer<ToolsStringKey>

    /// The category in the app language; one the app has no name for as the server sent it.
    func category(_ key: String?) -> String? {
        key.map { ToolCategoryNaming(strings: strings).name(of: $0) ?? $0 }
    }

    /// `Name · Category ♥`, then `· Español ✓` or `· Not available in Español` under a language filter.
    func row(_ tool: ToolSummaryDomainModel, showsFavorite: Bool = true, filterLanguage: ToolLanguageDomainModel? = nil) -> String
    {
        let heart = showsFavorite && tool.isFavorite ? " ♥" : ""
        var row = ([tool.name] + [category(tool.category)].compactMap { $0 }).joined(separator: " · ") + heart
        if let language = filterLanguage, let isAvailable = tool.isAvailableInFilterLanguage {
            row += " · " + strings.text(isAvailable ? .listAvailable : .listNotAvailable, ["language": language.nativeName])
        }
        return row
    }

    /// A filter row: `Gospel Invitation · 6 tools available`, ` ✓` on the one in effect.
    func filterRow(name: String, toolCount: Int, isSelected: Bool) -> String {
        name + " · " + strings.plural(.listToolCount, count: toolCount) + (isSelected ? " ✓" : "")
    }

    /// Rows numbered from `first`, right-aligned to the widest number of `width` digits.
    func numbered(_ rows: [String], first: Int, width: Int) -> [String] {
        rows.enumerated().map { index, text in
            let number = String(first + index)
            return "  " + String(repeating: " ", count: max(0, width - number.count)) + number + ". " + text
        }
    }

    /// A screen's lines for its state: none while loading, the failure, or what `content` makes of what was loaded.
    func lines<Content>(_ state: ScreenState<Content, ToolsFailure>, content: (Content) -> [String]) -> [String] {
        switch state {
        case .loading: return []
        case .failure(let failure): return ["  " + self.failure(failure)]
        case .content(let loaded), .empty(let loaded): return content(loaded)
        }
    }

    /// `choose <number|id>` on a filter screen: picks one of `options()` and hands it to `choose`.
    func chooseCommand<Option>(
        summary: ToolsStringKey, picker: ItemPicker, options: @escaping @MainActor () -> [Option],
        id: @escaping (Option) -> String, choose: @escaping @MainActor (Option) async -> ToolsNotice?
    ) -> ReplCommand {
        ReplCommand(name: "choose", usage: strings.text(.commandChooseUsage), summary: strings.text(summary), arguments: .one) {
            words in
            let listed = options()
            switch picker.pick(words[0], from: listed, id: id) {
            case .failure(let failure): return .failure(failure.message)
            case .success(let index): return await choose(listed[index]).map(outcome) ?? .silent
            }
        }
    }

    /// "45% complete" (the percent formatted for the app language, rounded down) or "Completed".
    func lessonProgress(_ progress: LessonProgressDomainModel) -> String {
        switch progress {
        case .completed:
            return strings.text(.lessonsCompleted)
        case .inProgress(let fraction):
            let formatter = NumberFormatter()
            formatter.locale = strings.language.locale
            formatter.numberStyle = .percent
            formatter.maximumFractionDigits = 0
            formatter.roundingMode = .down
            let percent = formatter.string(from: NSNumber(value: fraction)) ?? "\(Int(fraction * 100))%"
            return strings.text(.lessonsProgress, ["percent": percent])
        }
    }

    /// A page's lines: a heading at the first indent, a paragraph one further in.
    /// Content blocks as lines: headings, paragraphs, list items, and buttons and links
    /// numbered from `firstLink` for `tap` (unnumbered when `firstLink` is `nil`); a tip shows as
    /// `tipLine` makes it (nothing when it makes none).
    func contentLines(
        _ blocks: [ToolPageBlockDomainModel], firstLink: Int? = 1, tipLine: (String) -> String? = { _ in nil }
    ) -> [String] {
        var number = firstLink
        return blocks.compactMap { block in
            switch block {
            case .heading(let heading): return "  " + heading
            case .paragraph(let paragraph): return "    " + paragraph
            case .listItem(let item): return "    • " + item
            case .button(let link), .link(let link):
                guard let current = number else { return "    [" + link.text + "]" }
                number = current + 1
                return "    [\(current)] " + link.text
            case .tip(let id): return tipLine(id).map { "    " + $0 }
            }
        }
    }

    /// A training tip's kind, in the app language; an unknown kind is a tip.
    func tipKind(_ type: String) -> String {
        switch type {
        case "ask": return strings.text(.tipKindAsk)
        case "consider": return strings.text(.tipKindConsider)
        case "prepare": return strings.text(.tipKindPrepare)
        case "quote": return strings.text(.tipKindQuote)
        default: return strings.text(.tipKindTip)
        }
    }

    func pageLines(_ page: ToolPageDomainModel?) -> [String] {
        let blocks = page?.blocks ?? []
        guard !blocks.isEmpty else { return ["  " + strings.text(.readerEmptyPage)] }
        return contentLines(blocks, firstLink: nil)
    }

    /// `search <text>` on a language list: hands the words typed (none clears) to `search`.
    func searchCommand(_ search: @escaping @MainActor (String) async -> Void) -> ReplCommand {
        ReplCommand(
            name: "search", usage: strings.text(.commandSearchUsage), summary: strings.text(.commandSearchSummary),
            arguments: .text
        ) { words in
            await search(words.joined(separator: " "))
            return .render
        }
    }

    /// The line under a searched language list: what it matches, or that nothing does; none without a search.
    func searchStatus(query: String, hasMatches: Bool) -> [String] {
        guard !query.isEmpty else { return [] }
        return [strings.text(hasMatches ? .languageFilterSearching : .languageFilterNoMatch, ["query": query])]
    }

    /// "Spanish — Español"; one name when both are the same.
    static func bothNames(_ language: ToolLanguageDomainModel) -> String {
        language.name == language.nativeName ? language.name : language.name + " — " + language.nativeName
    }

    func failure(_ failure: ToolsFailure) -> String {
        switch failure {
        case .toolNotFound(let id): return strings.text(.errorToolNotFound, ["id": id])
        case .couldNotLoad: return strings.text(.errorCouldNotLoad)
        case .couldNotSave: return strings.text(.errorCouldNotSave)
        case .sourceUnreachable: return strings.text(.errorSourceUnreachable)
        case .languageNotAvailable(let text): return strings.text(.errorLanguageNotAvailable, ["language": text])
        case .languageIsOtherChoice(let name): return strings.text(.errorLanguageIsOtherChoice, ["language": name])
        case .parallelLanguageNotSupported: return strings.text(.errorParallelNotSupported)
        case .noParallelLanguage: return strings.text(.errorNoParallelLanguage)
        case .noContent(let name): return strings.text(.errorNoContent, ["language": name])
        case .checksumMismatch(let name): return strings.text(.errorChecksumMismatch, ["language": name])
        case .downloadFailed(let name): return strings.text(.errorDownloadFailed, ["language": name])
        case .lessonNotFound(let id): return strings.text(.errorLessonNotFound, ["id": id])
        case .unknownLanguage(let text): return strings.text(.errorUnknownLanguage, ["language": text])
        case .toolDownloadFailed(let tool, let language):
            return strings.text(.errorToolDownloadFailed, ["tool": tool, "language": language])
        case .languageNotDownloaded(let name): return strings.text(.errorLanguageNotDownloaded, ["language": name])
        }
    }

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
            return .failure(strings.text(.readerNoSuchCard, ["card": String(card), "cards": String(cards)]))
        case .noSuchLink(_, 0): return .failure(strings.text(.readerNoLinks))
        case .noSuchLink(let link, let links):
            return .failure(strings.text(.readerNoSuchLink, ["link": String(link), "links": String(links)]))
        case .linkShown(let url): return .message(strings.text(.readerLinkShown, ["url": url]))
        case .linkGoesNowhere: return .message(strings.text(.readerLinkGoesNowhere))
        case .noSuchArticleItem(let item, let items):
            return .failure(strings.text(.readerNoSuchItem, ["item": String(item), "items": String(items)]))
        case .shareLink(let url): return .message(url)
        case .noSuchVersion(_, 0): return .failure(strings.text(.detailsNoVersions))
        case .noSuchVersion(let version, let versions):
            return .failure(strings.text(.detailsNoSuchVersion, ["version": String(version), "versions": String(versions)]))
        case .versionChosen(let name): return .messageThenRender(strings.text(.noticeVersionChosen, ["name": name]))
        case .trainingTipsOff: return .message(strings.text(.readerTipsOff))
        case .noSuchTip(_, 0): return .failure(strings.text(.readerNoTips))
        case .noSuchTip(let tip, let tips):
            return .failure(strings.text(.readerNoSuchTip, ["tip": String(tip), "tips": String(tips)]))
        case .trainingTipsChanged(let isOn):
            return .messageThenRender(strings.text(isOn ? .noticeTipsOn : .noticeTipsOff))
        case .failed(let failure): return .failure(self.failure(failure))
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
}
