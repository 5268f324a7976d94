/// Gives the Tools items, in the order the person sees them.
public protocol GetToolsItemsInterface: Sendable {
    func getItems() async throws -> [ToolsItemDomainModel]
    /// Throws `ToolsError.itemNotFound` when no item has `id`.
    func getItem(id: String) async throws -> ToolsItemDomainModel
}
