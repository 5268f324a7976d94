/// The person opens a tool's details.
public struct ViewToolDetailsUseCase: Sendable {
    private let getToolDetails: any GetToolDetailsInterface

    public init(getToolDetails: any GetToolDetailsInterface) {
        self.getToolDetails = getToolDetails
    }

    public func execute(toolId: String) async throws(ToolsError) -> ToolDetailsDomainModel {
        try await getToolDetails.getToolDetails(toolId: toolId)
    }
}
