/// The path a person took through a choose-your-own-adventure tool, kept across sessions.
public protocol ToolReadingPathInterface: Sendable {
    /// The page ids of the path kept, the page stopped on last; empty when none is kept or it cannot be read.
    func keptPath(toolId: String) async -> [String]
    /// Keeps the path; a failure to keep it never fails the person's reading.
    func keepPath(toolId: String, pageIds: [String]) async
}
