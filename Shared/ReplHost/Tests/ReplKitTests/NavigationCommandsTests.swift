import Localization
import Navigation
import ReplKit
import Testing

/// A screen that only has a title: enough to stand on a navigation stack.
@MainActor
private final class TitledScreen: ReplScreen {
    let title: String
    var routeName: String { title.lowercased() }
    let commands: [ReplCommand] = []

    init(_ title: String) {
        self.title = title
    }

    func appear() async {}
    func render() -> [String] { [] }
}

/// A feature's screens on a navigation stack, as in a `<F>Demo`, with the shared commands.
@MainActor
private final class ScreensOnAStack {
    let language = CurrentAppLanguage()
    let navigation = NavigationStack()
    private(set) var leaveCount = 0

    var back: ReplCommand {
        NavigationCommands.back(navigation: navigation, currentLanguage: language) { [unowned self] in leaveCount += 1 }
    }

    var home: ReplCommand {
        NavigationCommands.home(navigation: navigation, currentLanguage: language) { [unowned self] in leaveCount += 1 }
    }

    var titles: [String] { navigation.screens.compactMap { ($0 as? TitledScreen)?.title } }
}

@MainActor
@Suite("Given the shared back command")
struct BackCommandTests {
    private let app = ScreensOnAStack()

    init() {
        app.navigation.setRoot(TitledScreen("Languages"))
    }

    @Test("When back is used on a pushed screen Then it is popped and the flows are told")
    func popsPushed() async {
        app.navigation.push(TitledScreen("Details"))

        let outcome = await app.back.action([])

        #expect(outcome == .silent)
        #expect(app.titles == ["Languages"])
        #expect(app.leaveCount == 1)
    }

    @Test("When back is used on a presented screen Then only that screen is dismissed")
    func dismissesPresented() async {
        app.navigation.push(TitledScreen("Details"))
        app.navigation.present(TitledScreen("Confirm"))

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
    private let app = ScreensOnAStack()

    init() {
        app.navigation.setRoot(TitledScreen("Languages"))
    }

    @Test("When home is used two screens deep Then only the first screen is left and the flows are told")
    func popsToRoot() async {
        app.navigation.push(TitledScreen("Details"))
        app.navigation.present(TitledScreen("Confirm"))

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
