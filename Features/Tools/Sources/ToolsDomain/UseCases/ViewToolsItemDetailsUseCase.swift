/// The person opens one Tools item.
public struct ViewToolsItemDetailsUseCase: Sendable {
    private let getItems: any GetToolsItemsInterface

    public init(getItems: any GetToolsItemsInterface) {
        self.getItems = getItems
    }

    public func execute(itemId: String) async throws -> ToolsItemDomainModel {
        try await getItems.getItem(id: itemId)
    }
}
