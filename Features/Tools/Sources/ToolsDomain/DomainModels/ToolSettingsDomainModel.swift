/// A tool's language settings: the primary language it is read in, the parallel one
/// (`switch` shows it), and what each can be changed to.
public struct ToolSettingsDomainModel: Sendable, Equatable {
    public let toolId: String
    public let toolName: String
    public let primaryLanguage: ToolLanguageDomainModel
    public let parallelLanguage: ToolLanguageDomainModel?
    /// The tool's languages but the parallel one, sorted by name in the app language.
    public let primaryCandidates: [ToolLanguageDomainModel]
    /// The tool's languages but the primary one; empty when the tool has no parallel language (articles).
    public let parallelCandidates: [ToolLanguageDomainModel]
    /// Whether this kind of tool is read with a parallel language (tracts and cyoa).
    public let supportsParallelLanguage: Bool

    public init(
        toolId: String, toolName: String, primaryLanguage: ToolLanguageDomainModel, parallelLanguage: ToolLanguageDomainModel?,
        primaryCandidates: [ToolLanguageDomainModel], parallelCandidates: [ToolLanguageDomainModel],
        supportsParallelLanguage: Bool
    ) {
        self.toolId = toolId
        self.toolName = toolName
        self.primaryLanguage = primaryLanguage
        self.parallelLanguage = parallelLanguage
        self.primaryCandidates = primaryCandidates
        self.parallelCandidates = parallelCandidates
        self.supportsParallelLanguage = supportsParallelLanguage
    }
}
