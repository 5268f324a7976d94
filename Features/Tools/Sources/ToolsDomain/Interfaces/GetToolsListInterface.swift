/// Gives the tools list in the app language.
public protocol GetToolsListInterface: Sendable {
    func getToolsList() async throws(ToolsError) -> ToolsListDomainModel
}
