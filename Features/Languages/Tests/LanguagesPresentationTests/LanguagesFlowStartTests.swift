import LanguagesDependencyContainer
import LanguagesPresentation
import Navigation
import Testing

@MainActor
@Suite("Languages flow started from a route")
struct LanguagesFlowStartTests {
    /// A root flow that records the destinations the Languages flow asks other features for.
    private final class RecordingRoot: Flow {
        private(set) var requested: [AppDestination] = []

        override func handle(_ destination: AppDestination) {
            requested.append(destination)
        }
    }

    private func start(_ start: LanguagesFlow.Start) throws -> (RecordingRoot, LanguagesFlow) {
        let root = RecordingRoot(navigation: NavigationStack())
        let flow = LanguagesFlow(diContainer: try LanguagesScreensHarness().container, navigation: root.navigation, start: start)
        root.startChild(flow)
        return (root, flow)
    }

    @Test("Given languages/app-languages When the flow starts there Then the list is over Language settings")
    func appLanguagesOverSettings() throws {
        let (root, _) = try start(.appLanguages)

        #expect(root.navigation.screens.count == 2)
        #expect(root.navigation.screens.first is LanguageSettingsView)
        #expect(root.navigation.top is AppLanguagesView)
        #expect(root.requested.isEmpty)
    }

    @Test("Given languages/downloads When the flow starts there Then settings show and the downloads are asked of the host")
    func downloadsHandedOver() throws {
        let (root, _) = try start(.downloads)

        #expect(root.navigation.screens.count == 1)
        #expect(root.navigation.top is LanguageSettingsView)
        #expect(root.requested.map(\.name) == ["tool-downloads"])
    }
}
