import Observation
import ToolsDomain

/// The tool open in a reader, shared by the reader screen and the reader of the tool's
/// kind: its translations as last read, and the languages that opening saved, said once —
/// the line goes as soon as the person moves.
@MainActor
@Observable
public final class OpenedTool {
    public private(set) var tool: ToolReaderDomainModel?
    /// The languages downloaded by the last opening, to say so once.
    public private(set) var justDownloaded: [ToolLanguageDomainModel] = []

    public init() {}

    /// The tool as read now (the first time, or again in the languages now chosen).
    func read(_ tool: ToolReaderDomainModel) {
        self.tool = tool
        justDownloaded = tool.downloadedLanguages
    }

    /// Reading it failed: nothing was saved to say.
    func failedToRead() {
        justDownloaded = []
    }

    /// The person did something that moved what is shown.
    func inputTaken() {
        justDownloaded = []
    }

    /// Passes an input's notice on; when there is none (the input was taken), the saved line goes.
    func taking(_ notice: ToolsNotice?) -> ToolsNotice? {
        if notice == nil { inputTaken() }
        return notice
    }
}
