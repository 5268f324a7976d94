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

    /// What a command's notice comes to on screen, in words (`ToolsNoticeText`).
    func outcome(_ notice: ToolsNotice) -> ReplOutcome {
        ToolsNoticeText(strings: strings).outcome(notice)
    }
}
