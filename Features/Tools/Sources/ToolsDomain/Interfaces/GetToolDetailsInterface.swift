/// Gives one tool's details in the app language.
public protocol GetToolDetailsInterface: Sendable {
    func getToolDetails(toolId: String) async throws(ToolsError) -> ToolDetailsDomainModel
}
