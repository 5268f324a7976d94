/// The person moves through a choose-your-own-adventure tool (a choice, or back): the path
/// taken, ending on the page now shown, is kept so the tool reopens there.
public struct KeepToolPathUseCase: Sendable {
    private let path: any ToolReadingPathInterface

    public init(path: any ToolReadingPathInterface) {
        self.path = path
    }

    public func execute(toolId: String, pageIds: [String]) async {
        await path.keepPath(toolId: toolId, pageIds: pageIds)
    }
}
