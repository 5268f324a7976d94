import Navigation
import ToolsDomain

/// What every kind's reader (tract, adventure, article) reads with: the tool opened, the
/// languages shown, its training tips, its sharing, and where its flow steps go.
@MainActor
public struct ToolReaderParts {
    public let opened: OpenedTool
    public let languages: ParallelLanguageSwitch
    public let tips: ToolTipReaderViewModel
    public let sharing: ToolSharing
    public let flowStepEmitter: FlowStepEmitter<ToolsFlowStep>

    public init(
        opened: OpenedTool, languages: ParallelLanguageSwitch, tips: ToolTipReaderViewModel, sharing: ToolSharing,
        flowStepEmitter: FlowStepEmitter<ToolsFlowStep>
    ) {
        self.opened = opened
        self.languages = languages
        self.tips = tips
        self.sharing = sharing
        self.flowStepEmitter = flowStepEmitter
    }

    /// The translation shown.
    public var translation: ToolTranslationDomainModel? { languages.shown(of: opened.tool) }
}
