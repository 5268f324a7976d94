import Testing

/// A feature's flow that is done (none of its screens left) says so to the app's flow with
/// `ChildFlowStep.done`, and the app's flow forgets it; one with a screen left is kept.
@MainActor
@Suite("Feature flows that are done")
struct ChildFlowDoneTests {
    /// The screens' titles and the app flow's children after `commands`, then `back`.
    private func afterBack(from commands: [String]) async throws -> (titles: [String], flowsKept: Int) {
        let app = try await AppFlowHarness()
        for command in commands {
            await app.run(command)
        }
        await app.run("back")
        return (app.titles, app.flow.children.count)
    }

    @Test("Given Tools' downloads handed over from language settings When back leaves them Then only Languages' flow is kept")
    func handedOverFlowIsDoneAfterBack() async throws {
        let after = try await afterBack(from: ["languages", "downloads"])
        #expect(after.titles == ["Home", "Language settings"])
        #expect(after.flowsKept == 1)
    }

    @Test("Given the app languages list When back leaves it Then the Languages flow, with settings still shown, is kept")
    func flowWithAScreenLeftIsKept() async throws {
        let after = try await afterBack(from: ["languages", "choose"])
        #expect(after.titles == ["Home", "Language settings"])
        #expect(after.flowsKept == 1)
    }

    @Test("Given language settings When back leaves them Then the Languages flow is done and the app forgets it")
    func flowIsDoneAfterItsLastScreen() async throws {
        let after = try await afterBack(from: ["languages"])
        #expect(after.titles == ["Home"])
        #expect(after.flowsKept == 0)
    }
}
