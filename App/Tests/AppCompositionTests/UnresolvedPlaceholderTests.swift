import AppComposition
import Foundation
import Localization
import ReplHost
import Testing

@MainActor
@Suite("Every screen in every app language")
struct UnresolvedPlaceholderTests {
    /// A walk through every screen, message and help text of the app.
    private static let walk = appScreens + ToolsScreensWalk.commands + ["home", "opn"]

    private static let appScreens = [
        "help", "where", "products", "open 9",
        "languages", "help", "choose", "help", "search zzz", "search", "choose xx", "choose 99",
        "choose ar", "help", "back",
        "contacts", "help", "next", "prev", "prev", "sort name", "sort age", "sort xyz", "filter fav", "filter clear",
        "search jose", "fav 1", "filter fav", "unfav 1", "search", "open 1", "help",
        "edit first=", "edit last=" + String(repeating: "x", count: 60), "edit age=1", "edit first=Ana",
        "fav", "unfav", "back", "refresh",
        "account", "help", "sign in", "sign out", "sign up", "delete account", "delete", "register", "forgot", "back",
    ]

    @Test(
        "Given each app language When a person walks every screen Then no {placeholder} is left unfilled",
        arguments: SupportedAppLanguages.all.map(\.code))
    func noUnfilledPlaceholders(code: String) async throws {
        let folder = try await PreparedDataFolder.copy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try await AppFlowHarness(databaseLocation: .directory(folder))
        let language = try #require(SupportedAppLanguages.language(withCode: code))
        app.container.currentAppLanguage.change(to: language)
        let output = RecordingOutput()
        let source = RouteTrailLineSource(Self.walk, navigator: app.flow)

        _ = await ReplSession(
            navigator: app.flow, source: source, output: output, currentLanguage: app.container.currentAppLanguage
        ).run()

        let unfilled = output.lines.filter { line in !StringTemplate.placeholders(in: line).isEmpty }
        #expect(unfilled.isEmpty, "\(unfilled.joined(separator: "\n"))")
        #expect(output.lines.count > 100)
        let unreached = ToolsScreensWalk.routes.subtracting(source.routes)
        #expect(unreached.isEmpty, "the walk never reached \(unreached.sorted())")
    }
}
