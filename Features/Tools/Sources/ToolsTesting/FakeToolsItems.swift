import ToolsDomain

/// The Tools items held in memory, in the order given, for tests of the
/// use cases and screens without a database.
public struct FakeToolsItems: GetToolsItemsInterface {
    public let items: [ToolsItemDomainModel]

    public init(_ items: [ToolsItemDomainModel]) {
        self.items = items
    }

    /// `titles` as items with ids `item-1`, `item-2` … in that order.
    public init(titles: [String]) {
        self.init(titles.enumerated().map { index, title in
            ToolsItemDomainModel(id: "item-\(index + 1)", title: title, summary: "About \(title).")
        })
    }

    public func getItems() async throws -> [ToolsItemDomainModel] {
        items
    }

    public func getItem(id: String) async throws -> ToolsItemDomainModel {
        guard let item = items.first(where: { $0.id == id }) else { throw ToolsError.itemNotFound(id: id) }
        return item
    }
}
