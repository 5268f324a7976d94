import Localization
import ReplKit
import ToolsDomain

/// Text view of a tool being read: its name in the language shown, the page's headings
/// and paragraphs, then the page number, the language (marked right to left when it
/// is) and the language `switch` would show.
@MainActor
public final class ToolReaderView: ReplScreen {
    public let viewModel: ToolReaderViewModel
    private let strings: Localizer<ToolsStringKey>
    private let text: ToolsText
    private let progress: ReplProgress

    public init(viewModel: ToolReaderViewModel, currentAppLanguage: CurrentAppLanguage, progress: ReplProgress = ReplProgress()) {
        self.viewModel = viewModel
        let strings = ToolsStrings.localizer(currentAppLanguage)
        self.strings = strings
        text = ToolsText(strings: strings)
        self.progress = progress
    }

    public let routeName = "read"
    public var title: String { viewModel.shownTranslation?.toolName ?? strings.text(.listTitle) }

    public var commands: [ReplCommand] {
        [
            ReplCommand(name: "next", summary: strings.text(.commandNextSummary)) { [unowned self] _ in
                outcome(viewModel.nextTapped())
            },
            ReplCommand(name: "prev", aliases: ["previous"], summary: strings.text(.commandPrevSummary)) { [unowned self] _ in
                outcome(viewModel.previousTapped())
            },
            ReplCommand(
                name: "page", usage: strings.text(.commandPageUsage), summary: strings.text(.commandPageSummary), arguments: .one
            ) {
                [unowned self] words in
                guard let number = Int(words[0]) else {
                    return .failure(strings.text(.readerNoSuchPage, ["page": words[0], "pages": String(viewModel.pageCount)]))
                }
                return outcome(viewModel.pageTapped(number))
            },
            ReplCommand(name: "switch", summary: strings.text(.commandSwitchSummary)) { [unowned self] _ in
                outcome(viewModel.switchTapped())
            },
            ReplCommand(name: "settings", summary: strings.text(.commandSettingsSummary)) { [unowned self] _ in
                viewModel.settingsTapped()
                return .silent
            },
            ReplCommand(name: "refresh", summary: strings.text(.commandReaderRefreshSummary)) { [unowned self] _ in
                await viewModel.refreshTapped()
                progress.clear()
                return .render
            },
        ]
    }

    public func appear() async {
        await viewModel.screenAppeared()
        progress.clear()
    }

    public func render() -> [String] {
        text.lines(viewModel.state) { _ in page() }
    }

    /// The page shown, the line saying what was just saved, the status and the hint.
    private func page() -> [String] {
        guard let translation = viewModel.shownTranslation else { return [] }
        var lines: [String] = []
        if !viewModel.justDownloaded.isEmpty {
            lines.append(strings.text(.readerSaved, ["languages": viewModel.justDownloaded.map(\.name).joined(separator: ", ")]))
        }
        lines += text.pageLines(viewModel.shownPage)
        var status = [
            strings.text(.readerPage, ["page": String(viewModel.pageIndex + 1), "pages": String(viewModel.pageCount)]),
            translation.language.name,
        ]
        if translation.language.isRightToLeft { status.append(strings.text(.readerRightToLeft)) }
        if let other = viewModel.otherTranslation {
            status.append(strings.text(.readerSwitchTo, ["language": other.language.name]))
        }
        return lines + [status.joined(separator: " · "), strings.text(.readerHint)]
    }

    private func outcome(_ notice: ToolsNotice?) -> ReplOutcome {
        notice.map(text.outcome) ?? .render
    }
}
