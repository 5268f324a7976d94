import ToolsData
import ToolsDomain

/// Counts each opening of a tool for its content server; a view that cannot be sent
/// now waits in the database and goes with the next one.
public struct ToolViews: ToolViewsInterface {
    private let viewsRepository: ToolViewsRepository

    public init(viewsRepository: ToolViewsRepository) {
        self.viewsRepository = viewsRepository
    }

    public func recordToolOpened(toolId: String) async {
        try? await viewsRepository.recordView(resourceId: toolId)
    }
}
