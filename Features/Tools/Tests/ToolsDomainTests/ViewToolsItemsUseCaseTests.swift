import ToolsDomain
import ToolsTesting
import Testing

@Suite("View Tools items")
struct ViewToolsItemsUseCaseTests {
    @Test("Given items from the interface When the list is viewed Then they come back in the interface's order")
    func itemsInOrder() async throws {
        let useCase = ViewToolsItemsUseCase(getItems: FakeToolsItems(titles: ["Beta", "Alpha"]))

        let items = try await useCase.execute()

        #expect(items.map(\.title) == ["Beta", "Alpha"])
    }

    @Test("Given no item with an id When its details are viewed Then the use case says it was not found")
    func missingItem() async throws {
        let useCase = ViewToolsItemDetailsUseCase(getItems: FakeToolsItems(titles: ["Alpha"]))

        await #expect(throws: ToolsError.itemNotFound(id: "nowhere")) {
            try await useCase.execute(itemId: "nowhere")
        }
    }
}
