/// The person asks for the tools again from their source (`refresh`).
public struct RefreshToolsUseCase: Sendable {
    private let refreshTools: any RefreshToolsInterface

    public init(refreshTools: any RefreshToolsInterface) {
        self.refreshTools = refreshTools
    }

    public func execute() async throws(ToolsError) -> ToolsRefreshDomainModel {
        try await refreshTools.refreshTools()
    }
}
