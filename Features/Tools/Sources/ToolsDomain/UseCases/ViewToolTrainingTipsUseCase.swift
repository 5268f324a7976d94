/// The person looks at a tool's settings or reads it: whether its tips are shown, and which were opened.
public struct ViewToolTrainingTipsUseCase: Sendable {
    private let tips: any ToolTrainingTipsInterface

    public init(tips: any ToolTrainingTipsInterface) {
        self.tips = tips
    }

    public func execute(toolId: String) async throws(ToolsError) -> ToolTrainingTipsDomainModel {
        try await tips.getTrainingTips(toolId: toolId)
    }
}
