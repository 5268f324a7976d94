/// The person looks at a tool's details: whether "Learn to share this tool" is offered.
public struct ViewLearnToShareToolUseCase: Sendable {
    private let learning: any LearnToShareToolInterface

    public init(learning: any LearnToShareToolInterface) {
        self.learning = learning
    }

    public func execute(toolId: String) async -> Bool {
        await learning.isAvailable(toolId: toolId)
    }
}
