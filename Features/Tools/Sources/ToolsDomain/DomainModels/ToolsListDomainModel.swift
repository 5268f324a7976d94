/// The tools list: the Tool Spotlight, then every tool, both in default order.
public struct ToolsListDomainModel: Sendable, Equatable {
    public let spotlight: [ToolSummaryDomainModel]
    public let tools: [ToolSummaryDomainModel]

    public init(spotlight: [ToolSummaryDomainModel], tools: [ToolSummaryDomainModel]) {
        self.spotlight = spotlight
        self.tools = tools
    }

    /// The rows in the order they are numbered on screen.
    public var rows: [ToolSummaryDomainModel] { spotlight + tools }
}
