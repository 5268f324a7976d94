import Localization
import ReplKit
import ToolsDomain

/// The screen of a tool being read (`read`): it opens the tool — downloading what is not
/// saved, with a progress line on a terminal and "Saved for offline reading: …" once in a
/// script — or says why it could not, and then shows in its place the reader the tool's kind
/// needs (``ToolKindReaderView``), made by the flow's DiContainer. `settings`, `share` and
/// `refresh` work whatever the kind.
@MainActor
public final class ToolReaderView: ReplScreen {
    public let viewModel: ToolReaderViewModel
    /// The reader of the tool's kind, once the tool has been opened.
    public private(set) var reader: (any ToolKindReaderView)?
    private let makeReader: @MainActor (ToolKindDomainModel) -> any ToolKindReaderView
    private let words: ToolReaderText
    private let progress: ReplProgress
    private let share: ToolShareCommand

    /// `share` draws the link's QR code too when `progress` is on a terminal; `makeReader`
    /// makes the reader a kind of tool needs.
    public init(
        viewModel: ToolReaderViewModel, currentAppLanguage: CurrentAppLanguage, progress: ReplProgress = ReplProgress(),
        makeReader: @escaping @MainActor (ToolKindDomainModel) -> any ToolKindReaderView
    ) {
        self.viewModel = viewModel
        self.makeReader = makeReader
        words = ToolReaderText(currentAppLanguage)
        self.progress = progress
        share = ToolShareCommand(
            strings: words.strings, text: words.text,
            terminalColumns: {
                progress.isAttachedToTerminal ? TerminalWidth.ofStandardOutput() : nil
            })
    }

    public let routeName = "read"
    public var title: String { viewModel.shownTranslation?.toolName ?? words.strings.text(.listTitle) }

    /// The reader shown: none until the tool is open, nor while opening it again failed.
    private var shownReader: (any ToolKindReaderView)? {
        viewModel.state.loadedContent == nil ? nil : reader
    }

    public var commands: [ReplCommand] {
        (shownReader?.commands ?? [leaveCommand]) + screenCommands
    }

    /// Every kind's reader's commands, each verb once: what the screen accepts in any state.
    public var commandsInEveryState: [ReplCommand] {
        var verbs: Set<String> = []
        let readers = ToolKindDomainModel.allCases.map(makeReader)
        return (readers.flatMap(\.commandsInEveryState) + screenCommands).filter { verbs.insert($0.name).inserted }
    }

    /// `settings`, `share` and `refresh`, whatever the kind.
    private var screenCommands: [ReplCommand] {
        [
            ReplCommand(name: "settings", summary: words.strings.text(.commandSettingsSummary)) { [viewModel] _ in
                viewModel.settingsTapped()
                return .silent
            },
            share.command { [unowned self] in
                if let shownReader { return await shownReader.shareTapped() }
                return await viewModel.shareTapped()
            },
            ReplCommand(name: "refresh", summary: words.reader.text(.commandReaderRefreshSummary)) { [unowned self] _ in
                await appear()
                return .render
            },
        ]
    }

    /// `back` while no reader is shown: the tool is left.
    private var leaveCommand: ReplCommand {
        ToolReaderCommands(words: words).back { [viewModel] in
            viewModel.leaveTapped()
            return false
        }
    }

    /// Opens the tool (or reads it again), then lets the reader of its kind find its place.
    public func appear() async {
        if let opening = await viewModel.screenAppeared(), let tool = viewModel.state.loadedContent {
            let reader = self.reader ?? makeReader(tool.kind)
            self.reader = reader
            await reader.toolOpened(opening, startPage: viewModel.startPage)
        }
        progress.clear()
    }

    public func render() -> [String] {
        viewModel.state.lines(failure: words.text.failure) { _ in
            let saved = viewModel.opened.justDownloaded.map(\.name)
            let savedLine = saved.isEmpty ? [] : [words.strings.text(.readerSaved, ["languages": saved.joined(separator: ", ")])]
            return savedLine + (shownReader?.render() ?? [])
        }
    }
}
