import Localization
import Navigation
import ReplHost
import Testing

/// A feature screen standing alone on a navigation stack, as in a `<F>Demo`.
@MainActor
private final class DemoApp {
    let language = CurrentAppLanguage()
    let navigation = NavigationStack()
    let output = RecordingOutput()
    private(set) var leaveCount = 0

    func screen(_ name: String) -> FakeScreen {
        FakeScreen(routeName: name.lowercased(), titles: ["en": name], content: ["\(name) content"], language: language)
    }

    var back: ReplCommand {
        NavigationCommands.back(navigation: navigation, currentLanguage: language) { [unowned self] in leaveCount += 1 }
    }

    var home: ReplCommand {
        NavigationCommands.home(navigation: navigation, currentLanguage: language) { [unowned self] in leaveCount += 1 }
    }

    var titles: [String] { navigation.screens.compactMap { ($0 as? FakeScreen)?.title } }

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
@Suite("Given the shared back command")
struct BackCommandTests {
    private let app = DemoApp()

    init() {
        app.navigation.setRoot(app.screen("Languages"))
    }

    @Test("When back is used on a pushed screen Then it is popped and the flows are told")
    func popsPushed() async {
        app.navigation.push(app.screen("Details"))

        let outcome = await app.back.action([])

        #expect(outcome == .silent)
        #expect(app.titles == ["Languages"])
        #expect(app.leaveCount == 1)
    }

    @Test("When back is used on a presented screen Then only that screen is dismissed")
    func dismissesPresented() async {
        app.navigation.push(app.screen("Details"))
        app.navigation.present(app.screen("Confirm"))

        let outcome = await app.back.action([])

        #expect(outcome == .silent)
        #expect(app.titles == ["Languages", "Details"])
        #expect(app.leaveCount == 1)
    }

    @Test("When back is used on the first screen Then the person is told they are there already")
    func atRoot() async {
        let outcome = await app.back.action([])

        #expect(outcome == .message("You are on the first screen already."))
        #expect(app.titles == ["Languages"])
        #expect(app.leaveCount == 0)
    }

    @Test("When its help entry is read Then it is named back with its summary")
    func helpEntry() {
        #expect(app.back.name == "back")
        #expect(app.back.arguments == .none)
        #expect(app.back.summary == "leave this screen")
    }
}

@MainActor
@Suite("Given the shared home command")
struct HomeCommandTests {
    private let app = DemoApp()

    init() {
        app.navigation.setRoot(app.screen("Languages"))
    }

    @Test("When home is used two screens deep Then only the first screen is left and the flows are told")
    func popsToRoot() async {
        app.navigation.push(app.screen("Details"))
        app.navigation.present(app.screen("Confirm"))

        let outcome = await app.home.action([])

        #expect(outcome == .silent)
        #expect(app.titles == ["Languages"])
        #expect(app.leaveCount == 1)
    }

    @Test("When home is used on the first screen Then the screen is rendered again and nothing is left")
    func atRoot() async {
        let outcome = await app.home.action([])

        #expect(outcome == .render)
        #expect(app.leaveCount == 0)
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
