import Analytics
import ReplKit
import Synchronization
import Testing
import ToolsDependencyContainer
import ToolsDomain
import ToolsPresentation

/// A tool whose manifest lists tips, counting how often that was asked and learning started.
private final class TipsEverywhere: LearnToShareToolInterface {
    let asked = Mutex(0)
    let started = Mutex(0)

    func isAvailable(toolId: String) async -> Bool {
        asked.withLock { $0 += 1 }
        return true
    }

    func startLearning(toolId: String) async throws(ToolsError) -> Bool {
        started.withLock { $0 += 1 }
        return true
    }
}

@MainActor
@Suite("The learnToShare toggle")
struct LearnToShareToggleTests {
    private let offerLine = "Learn to share this tool — type learn to read it with training tips."

    private func details(
        _ harness: ToolsScreensHarness, learning: TipsEverywhere, toggles: SwitchedToolsToggles
    ) async -> ToolDetailsView {
        let domain = harness.container.domainLayer
        let view = ToolDetailsView(
            viewModel: ToolDetailsViewModel(
                toolId: "a", viewToolDetailsUseCase: domain.getViewToolDetailsUseCase(),
                toggleToolFavoritedUseCase: domain.getToggleToolFavoritedUseCase(),
                chooseToolVersionUseCase: domain.getChooseToolVersionUseCase(), shareToolUseCase: domain.getShareToolUseCase(),
                viewLearnToShareToolUseCase: ViewLearnToShareToolUseCase(learning: learning),
                learnToShareToolUseCase: LearnToShareToolUseCase(learning: learning), flowStepEmitter: harness.emitter,
                analytics: harness.container.analytics, toggles: toggles.reading),
            currentAppLanguage: harness.container.currentAppLanguage)
        await view.appear()
        return view
    }

    @Test("Given a tool with training tips When its details show by default Then learn to share is offered and learn opens it")
    func offeredByDefault() async throws {
        let harness = try ToolsScreensHarness()
        let view = await details(harness, learning: TipsEverywhere(), toggles: SwitchedToolsToggles())

        #expect(view.render().contains(offerLine))
        #expect(view.commands.contains { $0.name == "learn" })
        guard case .message = await harness.run("learn", on: view) else {
            Issue.record("learn did not open the tool with its tutorial")
            return
        }
        #expect(harness.steps == [.learnToShareToolTappedFromToolDetails(id: "a")])
    }

    @Test(
        "Given learn to share toggled off When a tool with tips shows its details Then no learn, no line, no manifest asked, no analytics for it"
    )
    func goneWhenOff() async throws {
        let harness = try ToolsScreensHarness()
        let learning = TipsEverywhere()
        let view = await details(harness, learning: learning, toggles: SwitchedToolsToggles(ToolsToggles(learnToShare: false)))

        #expect(!view.render().contains(offerLine))
        #expect(!view.commands.contains { $0.name == "learn" })
        #expect(await harness.run("learn", on: view) == nil)
        #expect(await view.viewModel.learnToShareTapped() == .failure(.toolNotFound(id: "a")))
        #expect(learning.asked.withLock { $0 } == 0 && learning.started.withLock { $0 } == 0)
        #expect(harness.steps.isEmpty)
        #expect(harness.analytics.events == [.screenView("tool_details", AnalyticsProperty("cru.tool", "a"))])
    }

    @Test("Given details shown with learn to share off When it is turned on Then learn comes back and asks the manifest first")
    func turnedOnDuringSession() async throws {
        let harness = try ToolsScreensHarness()
        let learning = TipsEverywhere()
        let toggles = SwitchedToolsToggles(ToolsToggles(learnToShare: false))
        let view = await details(harness, learning: learning, toggles: toggles)

        toggles.set { $0.learnToShare = true }

        #expect(view.commands.contains { $0.name == "learn" })
        guard case .message = await harness.run("learn", on: view) else {
            Issue.record("learn did not open the tool once turned on")
            return
        }
        #expect(learning.asked.withLock { $0 } == 1)
        #expect(harness.steps == [.learnToShareToolTappedFromToolDetails(id: "a")])
    }

    @Test("Given learn to share toggled off When a tool's details open from its route Then they have no learn command")
    func detailsFromRoute() async throws {
        let tools = try ToggledToolsFeature(off: [ToolsFeature.learnToShareToggle])
        #expect(try await tools.refusal("tools/a") == nil)
        _ = try await tools.appearedTop()
        #expect(try !tools.commandNames().contains("learn"))
        #expect(try ToggledToolsFeature().entryCommands.contains("lessons"))
    }
}

@Suite("The Tools toggles' declarations")
struct ToolsTogglesDeclarationTests {
    @Test(
        "Given the Tools feature When its toggles are read Then the three are declared, each on by default and saying what it hides"
    )
    func declared() {
        #expect(ToolsFeature.toggles.map(\.name) == ["personalizedTools", "dashboardLessons", "learnToShare"])
        #expect(ToolsFeature.toggles.allSatisfy { $0.isOnByDefault && !$0.hides.isEmpty })
        #expect(ToolsFeature.personalizedToolsToggle.settingKey == "toggles.personalizedTools")
    }
}
