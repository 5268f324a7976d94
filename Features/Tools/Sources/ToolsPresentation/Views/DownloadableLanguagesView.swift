import Localization
import ReplKit
import ToolsDomain

/// Text view of Downloadable languages: each language by both names with
/// "N tools available" and whether it is downloaded; `download` shows a progress bar on
/// a terminal (one final line in a script), `retry` after a failure, `remove` asks first.
@MainActor
public final class DownloadableLanguagesView: ReplScreen {
    public let viewModel: DownloadableLanguagesViewModel
    private let strings: Localizer<ToolsStringKey>
    private let text: ToolsText
    private let itemPicker: ItemPicker
    private let progress: ReplProgress
    private let currentAppLanguage: CurrentAppLanguage

    public init(
        viewModel: DownloadableLanguagesViewModel, currentAppLanguage: CurrentAppLanguage, progress: ReplProgress = ReplProgress()
    ) {
        self.viewModel = viewModel
        let strings = ToolsStrings.localizer(currentAppLanguage)
        self.strings = strings
        text = ToolsText(strings: strings)
        itemPicker = ItemPicker(currentLanguage: currentAppLanguage)
        self.progress = progress
        self.currentAppLanguage = currentAppLanguage
    }

    public let routeName = "downloads"
    public var title: String { strings.text(.downloadsTitle) }

    public var commands: [ReplCommand] {
        [
            languageCommand(name: "download", usage: .commandDownloadUsage, summary: .commandDownloadSummary) {
                [unowned self] language in
                let notice = await viewModel.downloadTapped(language: language)
                progress.clear()
                return notice
            },
            ReplCommand(name: "retry", summary: strings.text(.commandRetrySummary)) { [unowned self] _ in
                let notice = await viewModel.retryTapped()
                progress.clear()
                return text.outcome(notice)
            },
            languageCommand(name: "remove", usage: .commandRemoveLanguageUsage, summary: .commandRemoveLanguageSummary) {
                [unowned self] language in await viewModel.removeTapped(language: language)
            },
            ReplCommand(name: "yes", summary: strings.text(.commandYesRemoveLanguageSummary)) { [unowned self] _ in
                text.outcome(await viewModel.removalConfirmed())
            },
            ReplCommand(name: "no", summary: strings.text(.commandNoRemoveLanguageSummary)) { [unowned self] _ in
                text.outcome(viewModel.removalCancelled())
            },
            text.searchCommand { [unowned self] in await viewModel.searchTextChanged($0) },
        ]
    }

    public func appear() async {
        await viewModel.screenAppeared()
    }

    public func render() -> [String] {
        let formatters = AppFormatters(language: currentAppLanguage.language)
        return viewModel.state.lines(failure: text.failure) { languages in
            let rows = languages.map { row in
                let updated = viewModel.lastUpdated[row.language.id].map {
                    " · " + strings.text(.downloadsLastUpdated, ["date": formatters.longDate($0)])
                }
                return [ToolsText.bothNames(row.language), strings.plural(.listToolCount, count: row.toolCount)]
                    .joined(separator: " · ")
                    + (row.isDownloaded ? " · " + strings.text(.downloadsDownloadedMark) + (updated ?? "") : "")
            }
            var lines = NumberedList.lines(rows, status: strings.plural(.downloadsLanguageCount, count: languages.count))
            lines += text.searchStatus(query: viewModel.searchText, hasMatches: !languages.isEmpty)
            return lines + [strings.text(.downloadsHint)]
        }
    }

    /// A command taking a language: a number on screen, a code or a name.
    private func languageCommand(
        name: String, usage: ToolsStringKey, summary: ToolsStringKey, action: @escaping @MainActor (String) async -> ToolsNotice
    ) -> ReplCommand {
        ReplCommand(name: name, usage: strings.text(usage), summary: strings.text(summary), arguments: .oneOrMore) {
            [unowned self] words in
            let typed = words.joined(separator: " ")
            guard Int(typed) != nil else { return text.outcome(await action(typed)) }
            let languages = viewModel.visibleLanguages
            switch itemPicker.pick(typed, from: languages, id: \.language.code) {
            case .failure(let failure): return .failure(failure.message)
            case .success(let index): return text.outcome(await action(languages[index].language.code))
            }
        }
    }

}
