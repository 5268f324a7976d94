import ReplKit
import ToolsDomain

/// The reader of one kind of tool — tract, choose-your-own-adventure, articles — shown in
/// the reader screen's place (``ToolReaderView``) once the tool is open. The flow's
/// DiContainer makes the one the tool's kind needs.
@MainActor
public protocol ToolKindReaderView: AnyObject {
    /// The commands it takes now, in the order `help` lists them; the reader screen adds
    /// `settings`, `share` and `refresh`.
    var commands: [ReplCommand] { get }
    /// Every command it takes in any state, for `app --describe`.
    var commandsInEveryState: [ReplCommand] { get }
    /// The tool was opened (the first time at `startPage`, when a link gave one) or read again.
    func toolOpened(_ opening: ToolReaderViewModel.Opening, startPage: Int?) async
    /// `share`: the tool's link at what is shown.
    func shareTapped() async -> ToolsNotice
    /// The page at the reader's place, the status line and what to type.
    func render() -> [String]
}
