import ToolsData
import ToolsDomain

/// Keeps choose-your-own-adventure paths in the database. Reading goes on when the
/// database cannot keep or give one: the person starts at the first page.
public struct ToolReadingPath: ToolReadingPathInterface {
    private let repository: ToolReadingPathRepository

    public init(repository: ToolReadingPathRepository) {
        self.repository = repository
    }

    public func keptPath(toolId: String) async -> [String] {
        await repository.path(resourceId: toolId)
    }

    public func keepPath(toolId: String, pageIds: [String]) async {
        await repository.save(resourceId: toolId, pageIds: pageIds)
    }
}
