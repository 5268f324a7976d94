/// Chooses which version of a metatool the tools list and Favorites open.
public protocol ToolVersionsInterface: Sendable {
    /// Makes the tool with `toolId` its metatool's chosen version; a tool of no metatool is refused.
    func chooseVersion(toolId: String) async throws(ToolsError)
}
