/// The tools list: the Tool Spotlight (never filtered), then the tools that match the
/// category and language filters, both in default order.
public struct ToolsListDomainModel: Sendable, Equatable {
    public let spotlight: [ToolSummaryDomainModel]
    public let tools: [ToolSummaryDomainModel]
    /// The category the list is filtered by; `nil` for any.
    public let categoryFilter: String?
    /// The language the list is filtered by; `nil` for any.
    public let languageFilter: ToolLanguageDomainModel?

    public init(
        spotlight: [ToolSummaryDomainModel], tools: [ToolSummaryDomainModel], categoryFilter: String? = nil,
        languageFilter: ToolLanguageDomainModel? = nil
    ) {
        self.spotlight = spotlight
        self.tools = tools
        self.categoryFilter = categoryFilter
        self.languageFilter = languageFilter
    }

    /// The rows in the order they are numbered on screen.
    public var rows: [ToolSummaryDomainModel] { spotlight + tools }
}
