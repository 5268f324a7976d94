/// Reads the tools again from their source, whatever the age of the saved ones.
public protocol RefreshToolsInterface: Sendable {
    func refreshTools() async throws(ToolsError) -> ToolsRefreshDomainModel
}
