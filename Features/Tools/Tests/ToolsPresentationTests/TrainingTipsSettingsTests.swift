import ReplKit
import Testing
import ToolsPresentation

@MainActor
@Suite("Training tips in tool settings")
struct TrainingTipsSettingsTests {
    @Test("Given a tool's settings When tips on is typed Then they say so, and the tool then reads with training tips on")
    func tipsOnReachesTheReader() async throws {
        let harness = try ToolsScreensHarness()
        let settings = await harness.settingsView("a")
        #expect(settings.render().contains("  Training tips: off"))
        #expect(await harness.run("tips", ["on"], on: settings) == .messageThenRender("Training tips are shown."))
        #expect(settings.render().contains("  Training tips: on"))

        let reader = await harness.readerView("a")
        #expect(reader.render().contains("Page 1 of 3 · English · training tips on"))
    }

    @Test("Given a tool's settings When tips is given something other than on or off Then it says what to type")
    func tipsNeedsOnOrOff() async throws {
        let harness = try ToolsScreensHarness()
        let settings = await harness.settingsView("a")
        #expect(await harness.run("tips", ["maybe"], on: settings) == .failure("Type tips on or tips off, not \"maybe\"."))
    }
}
