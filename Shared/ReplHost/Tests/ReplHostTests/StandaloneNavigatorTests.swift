import Localization
import Navigation
import ReplHost
import ReplKit
import Testing

/// A feature screen standing alone on a navigation stack, as in a `<F>Demo`.
@MainActor
private final class DemoApp {
    let language = CurrentAppLanguage()
    let navigation = NavigationStack()
    let output = RecordingOutput()

    func screen(_ name: String) -> FakeScreen {
        FakeScreen(routeName: name.lowercased(), titles: ["en": name], content: ["\(name) content"], language: language)
    }

    func run(_ lines: [String]) async -> ReplSessionEnd {
        let session = ReplSession(
            navigator: StandaloneNavigator(navigation: navigation, currentLanguage: language),
            source: ScriptedLineSource(lines: lines),
            output: output,
            currentLanguage: language
        )
        return await session.run()
    }
}

@MainActor
@Suite("Given a feature running alone under the standalone navigator")
struct StandaloneNavigatorTests {
    private let app = DemoApp()

    init() {
        app.navigation.setRoot(app.screen("Languages"))
        app.navigation.push(app.screen("Details"))
    }

    @Test("When its screens and commands are read Then they are the stack's screens and back and home")
    func screensAndCommands() {
        let navigator = StandaloneNavigator(navigation: app.navigation, currentLanguage: app.language)
        #expect(navigator.screens.map(\.title) == ["Languages", "Details"])
        #expect(navigator.globalCommands.map(\.name) == ["back", "home"])
    }

    @Test("When back is typed in a session Then the screen below is rendered")
    func backInSession() async {
        let end = await app.run(["back", "back"])

        #expect(end == .finished)
        #expect(app.output.lines == ["Languages", "Languages content", "You are on the first screen already."])
    }

    @Test("When home is typed in a session Then the first screen is rendered")
    func homeInSession() async {
        _ = await app.run(["where", "home", "where"])

        #expect(app.output.lines == ["Languages › Details", "Languages", "Languages content", "Languages"])
    }
}
