import Localization
import ReplHost
import ReplKit

/// A screen with a title per language, fixed content, and commands set by the test.
@MainActor
final class FakeScreen: ReplScreen {
    let routeName: String
    private let titles: [String: String]
    private let language: CurrentAppLanguage
    let content: [String]
    var commands: [ReplCommand] = []
    private(set) var appearCount = 0

    init(routeName: String, titles: [String: String], content: [String], language: CurrentAppLanguage) {
        self.routeName = routeName
        self.titles = titles
        self.content = content
        self.language = language
    }

    var title: String { titles[language.language.code] ?? titles["en"] ?? routeName }

    func appear() async { appearCount += 1 }

    func render() -> [String] { content }
}

/// A navigation stack of fake screens with app-wide commands.
@MainActor
final class FakeNavigator: ReplNavigator {
    private(set) var stack: [FakeScreen]
    /// Screens of other kinds pushed on top of `stack`.
    var extraScreens: [any ReplScreen] = []
    var globalCommands: [ReplCommand] = []
    var commandPlaces: [CommandPlace] = []

    init(root: FakeScreen) {
        stack = [root]
    }

    var screens: [any ReplScreen] { stack + extraScreens }

    func push(_ screen: FakeScreen) { stack.append(screen) }

    func pop() -> Bool {
        guard stack.count > 1 else { return false }
        stack.removeLast()
        return true
    }
}

/// Hands out prepared input lines, then the end, and remembers each prompt it was given.
@MainActor
final class ScriptedLineSource: LineSource {
    let isInteractive: Bool
    private var pending: [InputLine]
    private(set) var prompts: [String] = []

    init(_ inputs: [InputLine], isInteractive: Bool = false) {
        pending = inputs
        self.isInteractive = isInteractive
    }

    convenience init(lines: [String], isInteractive: Bool = false) {
        self.init(lines.map(InputLine.text), isInteractive: isInteractive)
    }

    func nextLine(prompt: String) -> InputLine {
        prompts.append(prompt)
        return pending.isEmpty ? .end : pending.removeFirst()
    }
}

/// A small app for the session to drive: a home screen listing cities, whose
/// `open` pushes a details screen, plus a global `back`.
@MainActor
final class SessionHarness {
    let language = CurrentAppLanguage()
    let output = RecordingOutput()
    let home: FakeScreen
    let navigator: FakeNavigator
    private(set) var details: [FakeScreen] = []
    private(set) var searches: [[String]] = []
    private(set) var source = ScriptedLineSource([])

    static let homeContent = ["1. Lyon", "2. Paris", "3 cities"]

    init() {
        home = FakeScreen(
            routeName: "home", titles: ["en": "Home", "es": "Inicio"], content: Self.homeContent, language: language
        )
        navigator = FakeNavigator(root: home)
        home.commands = [
            ReplCommand(name: "open", usage: "open <item>", summary: "open a city", arguments: .one) { [unowned self] words in
                let screen = FakeScreen(
                    routeName: "details", titles: ["en": "Details"], content: ["details of \(words[0])"], language: language
                )
                details.append(screen)
                navigator.push(screen)
                return .silent
            },
            ReplCommand(name: "search", usage: "search <text>", summary: "filter by text", arguments: .text) {
                [unowned self] words in
                searches.append(words)
                return .silent
            },
            ReplCommand(name: "hello", summary: "say hello") { _ in .message("hi") },
            ReplCommand(name: "fail", summary: "always fails") { _ in .failure("nothing to refresh") },
            ReplCommand(name: "reload", summary: "reload the list") { _ in .messageThenRender("reloaded") },
            ReplCommand(name: "lang", usage: "lang <code>", summary: "change the language", arguments: .one) {
                [unowned self] words in
                if let chosen = SupportedAppLanguages.language(withCode: words[0]) { language.change(to: chosen) }
                return .silent
            },
        ]
        navigator.globalCommands = [
            ReplCommand(name: "back", summary: "leave this screen") { [unowned self] _ in
                navigator.pop() ? .silent : .failure("already home")
            }
        ]
    }

    func run(
        _ lines: [String], options: ReplSessionOptions = ReplSessionOptions(), interactive: Bool = false
    ) async -> ReplSessionEnd {
        await run(inputs: lines.map(InputLine.text), options: options, interactive: interactive)
    }

    func run(
        inputs: [InputLine], options: ReplSessionOptions = ReplSessionOptions(), interactive: Bool = false
    ) async -> ReplSessionEnd {
        source = ScriptedLineSource(inputs, isInteractive: interactive)
        let session = ReplSession(
            navigator: navigator, source: source, output: output, currentLanguage: language, options: options
        )
        return await session.run()
    }
}
