/// Reads and changes the person's favorite tools.
public protocol FavoriteToolsInterface: Sendable {
    /// The favorites by position, first first.
    func getFavoriteTools() async throws(ToolsError) -> [ToolSummaryDomainModel]
    /// Adds the tool first in the list, or removes it and closes the gap.
    func setToolFavorite(toolId: String, isFavorite: Bool) async throws(ToolsError)
    /// Moves the favorite at `from` to `to` (0-based).
    func moveFavoriteTool(from: Int, to: Int) async throws(ToolsError)
}
