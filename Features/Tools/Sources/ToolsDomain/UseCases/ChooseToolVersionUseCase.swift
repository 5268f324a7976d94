/// The person chooses one of a tool's versions on its details (`version <n>`): it becomes
/// the one the tools list and Favorites open, and its details are shown.
public struct ChooseToolVersionUseCase: Sendable {
    private let versions: any ToolVersionsInterface

    public init(versions: any ToolVersionsInterface) {
        self.versions = versions
    }

    public func execute(toolId: String) async throws(ToolsError) {
        try await versions.chooseVersion(toolId: toolId)
    }
}
