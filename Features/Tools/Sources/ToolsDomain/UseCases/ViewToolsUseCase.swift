/// The person opens the tools list.
public struct ViewToolsUseCase: Sendable {
    private let getToolsList: any GetToolsListInterface

    public init(getToolsList: any GetToolsListInterface) {
        self.getToolsList = getToolsList
    }

    public func execute() async throws(ToolsError) -> ToolsListDomainModel {
        try await getToolsList.getToolsList()
    }
}
