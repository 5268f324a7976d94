/// GodTools' "Learn to share this tool": offered when a tool's manifest has training tips.
public protocol LearnToShareToolInterface: Sendable {
    /// Whether the tool's manifest (in its primary language) lists training tips.
    func isAvailable(toolId: String) async -> Bool
    /// Turns the tool's tips on; returns whether its tutorial is still to be shown (the
    /// first three times), counting this one.
    func startLearning(toolId: String) async throws(ToolsError) -> Bool
}
