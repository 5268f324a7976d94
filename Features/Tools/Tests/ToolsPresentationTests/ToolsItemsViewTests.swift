import ToolsDomain
import ToolsPresentation
import ToolsTesting
import Localization
import Navigation
import TestSupport
import Testing
import ReplKit

@MainActor
@Suite("Tools list screen")
struct ToolsItemsViewTests {
    @Test("Given the seeded items When the list renders Then they are numbered by title with a count")
    func rendersSortedList() async throws {
        let view = await (try ToolsScreensHarness()).itemsView()

        #expect(view.render() == ["  1. Alpha", "  2. Beta", "  3. Gamma", "3 items", "Type open and a number to see an item."])
    }

    @Test("Given the list When the person types open 2 Then the flow is asked for that item's details")
    func openEmitsStep() async throws {
        let harness = try ToolsScreensHarness()
        let view = await harness.itemsView()

        let outcome = await harness.run("open", ["2"], on: view)

        #expect(outcome == .silent)
        #expect(harness.steps == [.itemTappedFromToolsItems(id: "item-3")])
    }

    @Test("Given no items When the list renders Then it says there are none")
    func emptyList() async {
        let viewModel = ToolsItemsViewModel(
            viewToolsItemsUseCase: ViewToolsItemsUseCase(getItems: FakeToolsItems([])),
            flowStepEmitter: FlowStepEmitter()
        )
        let view = ToolsItemsView(viewModel: viewModel, currentAppLanguage: TestAppLanguage.current())

        await view.appear()

        #expect(viewModel.state == .empty([]))
        #expect(view.render() == ["  No items here."])
    }

    @Test("Given an item's details When they render Then the title is the item's and its summary shows")
    func detailsRender() async throws {
        let harness = try ToolsScreensHarness()
        let view = harness.container.makeToolsItemDetailsView(itemId: "item-2")

        await view.appear()

        #expect(view.title == "Alpha")
        #expect(view.render().first == "  The first sample item.")
    }

    @Test("Given the Tools string tables When they are audited Then every key is present in every app language with its plural forms")
    func stringTablesComplete() {
        let problems = StringCatalogAudit.problems(in: ToolsStrings.catalog)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
