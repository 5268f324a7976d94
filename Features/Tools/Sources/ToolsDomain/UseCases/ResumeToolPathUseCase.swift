/// The person opens a choose-your-own-adventure tool again: the path kept from last time,
/// ending on the page they stopped on.
public struct ResumeToolPathUseCase: Sendable {
    private let path: any ToolReadingPathInterface

    public init(path: any ToolReadingPathInterface) {
        self.path = path
    }

    public func execute(toolId: String) async -> [String] {
        await path.keptPath(toolId: toolId)
    }
}
