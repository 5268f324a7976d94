import Localization
import ReplHost
import ReplKit
import Testing

@MainActor
@Suite("Given help in a script, whose lines are 80 columns wide")
struct ReplSessionHelpTests {
    let app = SessionHarness()
    private let long =
        "search names, brands, colours and descriptions as you type them; search alone clears what was searched before"

    @Test("When a summary is wider than the line Then it wraps at words, its next lines starting where it started")
    func summaryWrapped() async {
        app.home.commands.append(ReplCommand(name: "find", usage: "find <text>", summary: long) { _ in .silent })

        _ = await app.run(["help"])

        let indent = String(repeating: " ", count: 2 + "search <text>".count + 2)
        let rows = app.output.lines.drop { !$0.hasPrefix("  find <text>") }.prefix(2)
        #expect(
            Array(rows) == [
                "  find <text>    search names, brands, colours and descriptions as you type",
                indent + "them; search alone clears what was searched before",
            ])
        #expect(app.output.lines.allSatisfy { DisplayWidth.of($0) <= 80 })
    }

    @Test(
        "When help is shown in each of the 24 app languages Then no line is wider than 80 columns",
        arguments: SupportedAppLanguages.all.map(\.code)
    )
    func fitsInEveryLanguage(code: String) async {
        app.home.commands.append(ReplCommand(name: "find", usage: "find <text>", summary: long) { _ in .silent })

        _ = await app.run(["lang \(code)", "help"])

        #expect(!app.output.lines.isEmpty)
        #expect(app.output.lines.allSatisfy { DisplayWidth.of($0) <= 80 }, "\(app.output.lines)")
    }
}
