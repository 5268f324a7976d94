import Observation
import ToolsDomain

/// Which of a tool's languages a reader shows: the primary one, or the parallel one after
/// `switch`. Readers of every kind share it with the reader screen.
@MainActor
@Observable
public final class ParallelLanguageSwitch {
    /// Whether the parallel language is shown.
    public private(set) var showsParallel = false

    public init() {}

    /// The translation shown of `tool`.
    public func shown(of tool: ToolReaderDomainModel?) -> ToolTranslationDomainModel? {
        guard let tool else { return nil }
        return showsParallel ? tool.parallel ?? tool.primary : tool.primary
    }

    /// The translation `switch` would show; `nil` when the tool is read in one language.
    public func other(of tool: ToolReaderDomainModel?) -> ToolTranslationDomainModel? {
        guard let tool, let parallel = tool.parallel else { return nil }
        return showsParallel ? tool.primary : parallel
    }

    /// `switch`: the other language; `false` when there is none.
    func switchLanguage(of tool: ToolReaderDomainModel?) -> Bool {
        guard other(of: tool) != nil else { return false }
        showsParallel.toggle()
        return true
    }

    /// The tool was read again: back to the primary language when it has no parallel one now.
    func toolRead(_ tool: ToolReaderDomainModel) {
        if tool.parallel == nil { showsParallel = false }
    }
}
