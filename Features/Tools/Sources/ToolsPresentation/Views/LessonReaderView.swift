import Localization
import ReplKit
import ToolsDomain

/// Text view of a lesson being read: its name in the lesson language, the page's
/// headings and paragraphs, then "Page 2 of 9 · 11% complete". A lesson left in the
/// middle first asks "Pick up where you left off?" (`continue` or `start over`). `share` gives
/// the lesson's link at the page shown.
@MainActor
public final class LessonReaderView: ReplScreen {
    public let viewModel: LessonReaderViewModel
    private let strings: Localizer<ToolsStringKey>
    private let text: ToolsText
    private let progress: ReplProgress
    private let personalizationStrings: Localizer<PersonalizationStringKey>
    private let share: ToolShareCommand

    /// `share` draws the link's QR code too when `progress` is on a terminal.
    public init(viewModel: LessonReaderViewModel, currentAppLanguage: CurrentAppLanguage, progress: ReplProgress = ReplProgress())
    {
        self.viewModel = viewModel
        let strings = ToolsStrings.localizer(currentAppLanguage)
        self.strings = strings
        let text = ToolsText(strings: strings)
        self.text = text
        self.progress = progress
        personalizationStrings = PersonalizationStrings.localizer(currentAppLanguage)
        share = ToolShareCommand(
            strings: strings, text: text,
            terminalColumns: { progress.isAttachedToTerminal ? TerminalWidth.ofStandardOutput() : nil })
    }

    public let routeName = "lesson"
    public var title: String { viewModel.state.loadedContent?.translation.toolName ?? strings.text(.lessonsTitle) }

    public var commands: [ReplCommand] {
        [
            ReplCommand(name: "next", summary: strings.text(.commandNextSummary)) { [unowned self] _ in
                outcome(await viewModel.nextTapped())
            },
            ReplCommand(name: "prev", aliases: ["previous"], summary: strings.text(.commandPrevSummary)) { [unowned self] _ in
                outcome(await viewModel.previousTapped())
            },
            ReplCommand(name: "continue", summary: strings.text(.commandContinueSummary)) { [unowned self] _ in
                outcome(await viewModel.continueTapped())
            },
            ReplCommand(
                name: "start", usage: strings.text(.commandStartOverUsage), summary: strings.text(.commandStartOverSummary),
                arguments: .optionalOne
            ) { [unowned self] _ in
                outcome(await viewModel.startOverTapped())
            },
            share.command(summary: .commandShareLessonSummary) { [unowned self] in await viewModel.shareTapped() },
            ReplCommand(name: "refresh", summary: strings.text(.commandLessonRefreshSummary)) { [unowned self] _ in
                await viewModel.refreshTapped()
                progress.clear()
                return .render
            },
            LessonReaderBackCommand.make(viewModel: viewModel, strings: personalizationStrings),
        ]
    }

    public func appear() async {
        await viewModel.screenAppeared()
        progress.clear()
    }

    public func render() -> [String] {
        viewModel.state.lines(failure: text.failure) { lesson in
            var lines: [String] = []
            if !viewModel.justDownloaded.isEmpty {
                lines.append(
                    strings.text(.readerSaved, ["languages": viewModel.justDownloaded.map(\.name).joined(separator: ", ")]))
            }
            let pages = String(lesson.translation.pages.count)
            if let resume = viewModel.pendingResumePage {
                return lines + [
                    strings.text(.lessonResumeQuestion),
                    strings.text(.lessonResumeHint, ["page": String(resume + 1), "pages": pages]),
                ]
            }
            lines += text.pageLines(viewModel.shownPage)
            var status = [strings.text(.readerPage, ["page": String(viewModel.pageIndex + 1), "pages": pages])]
            if let progress = viewModel.progress { status.append(text.lessonProgress(progress)) }
            if lesson.translation.language.isRightToLeft { status.append(strings.text(.readerRightToLeft)) }
            if let failure = viewModel.saveFailure { lines.append("  " + text.failure(failure)) }
            return lines + [status.joined(separator: " · "), strings.text(.lessonReaderHint)]
        }
    }

    private func outcome(_ notice: ToolsNotice?) -> ReplOutcome {
        notice.map(text.outcome) ?? .render
    }
}
