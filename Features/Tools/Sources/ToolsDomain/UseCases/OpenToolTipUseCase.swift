/// The person opens a training tip while reading (`tip <n>`): it is remembered as seen.
public struct OpenToolTipUseCase: Sendable {
    private let tips: any ToolTrainingTipsInterface

    public init(tips: any ToolTrainingTipsInterface) {
        self.tips = tips
    }

    public func execute(toolId: String, tipId: String) async throws(ToolsError) -> ToolTrainingTipsDomainModel {
        try await tips.markTipSeen(toolId: toolId, tipId: tipId)
        return try await tips.getTrainingTips(toolId: toolId)
    }
}
