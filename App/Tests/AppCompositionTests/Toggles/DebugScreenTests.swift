import AppCore
import FeatureKit
import Testing

@testable import AppComposition

@Suite("The debug screen")
@MainActor
struct DebugScreenTests {
    @Test("Given the app When debug is typed Then the screen lists the environment, sources and every toggle")
    func lists() async throws {
        let app = try await AppFlowHarness()
        await app.run("debug")
        #expect(app.titles.last == "Debug")
        let lines = app.flow.screens.last?.render() ?? []
        #expect(lines.first == "Environment: none (the bundled data)")
        #expect(lines.contains { $0.contains("learnToShare: on (default)") })
    }

    @Test("Given the debug screen When a toggle is turned off Then it says so, and the state lasts the session")
    func flips() async throws {
        let app = try await AppFlowHarness()
        await app.run("debug")
        let outcome = await app.run("toggle", "learnToShare", "off")
        #expect(outcome == .messageThenRender("learnToShare is off for this session."))
        #expect(!app.container.environment.toggles.isOn("learnToShare"))
        #expect(app.flow.screens.last?.render().contains { $0.contains("learnToShare: off (this session)") } == true)
        #expect(
            await app.run("toggle", "colour", "on")
                == .failure(
                    "There is no toggle colour; there are wishlist, storeServices, personalizedTools, dashboardLessons, learnToShare."
                ))
    }

    @Test("Given production When the commands are listed Then debug is not among them unless asked for")
    func notInProduction() {
        #expect(!DebugMenuChoice.isOffered(environment: .prod, debugMenuFlag: false))
        #expect(DebugMenuChoice.isOffered(environment: .prod, debugMenuFlag: true))
        #expect(DebugMenuChoice.isOffered(environment: nil, debugMenuFlag: false))
        #expect(DebugMenuChoice.isOffered(environment: .qc, debugMenuFlag: false))
    }

    @Test("Given the debug screen When gallery is typed Then the component gallery opens on top")
    func gallery() async throws {
        let app = try await AppFlowHarness()
        await app.run("debug")
        await app.run("gallery")
        #expect(app.titles.count == 3)
    }
}
