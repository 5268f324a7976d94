/// The person chooses "Learn to share this tool" (`learn` on its details): the tool will
/// read with its training tips on; the tutorial shows the first three times.
public struct LearnToShareToolUseCase: Sendable {
    private let learning: any LearnToShareToolInterface

    public init(learning: any LearnToShareToolInterface) {
        self.learning = learning
    }

    /// Whether to show the tutorial this time.
    public func execute(toolId: String) async throws(ToolsError) -> Bool {
        try await learning.startLearning(toolId: toolId)
    }
}
