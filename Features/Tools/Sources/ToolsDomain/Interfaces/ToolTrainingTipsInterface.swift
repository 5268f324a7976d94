/// Whether a tool's training tips are shown, and which of them were opened.
public protocol ToolTrainingTipsInterface: Sendable {
    func getTrainingTips(toolId: String) async throws(ToolsError) -> ToolTrainingTipsDomainModel
    func setTrainingTips(toolId: String, isOn: Bool) async throws(ToolsError)
    func markTipSeen(toolId: String, tipId: String) async throws(ToolsError)
}
