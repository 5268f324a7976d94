/// The person opens the Tools list.
public struct ViewToolsItemsUseCase: Sendable {
    private let getItems: any GetToolsItemsInterface

    public init(getItems: any GetToolsItemsInterface) {
        self.getItems = getItems
    }

    public func execute() async throws -> [ToolsItemDomainModel] {
        try await getItems.getItems()
    }
}
