/// Counts a tool's views for its content server.
public protocol ToolViewsInterface: Sendable {
    /// Counts one view; one that cannot be sent now is kept and sent later. Never fails the person's action.
    func recordToolOpened(toolId: String) async
}
