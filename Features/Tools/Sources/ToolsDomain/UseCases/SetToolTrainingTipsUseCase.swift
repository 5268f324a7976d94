/// The person turns a tool's training tips on or off (`tips on|off` in its settings).
public struct SetToolTrainingTipsUseCase: Sendable {
    private let tips: any ToolTrainingTipsInterface

    public init(tips: any ToolTrainingTipsInterface) {
        self.tips = tips
    }

    public func execute(toolId: String, isOn: Bool) async throws(ToolsError) -> ToolTrainingTipsDomainModel {
        try await tips.setTrainingTips(toolId: toolId, isOn: isOn)
        return try await tips.getTrainingTips(toolId: toolId)
    }
}
