import Localization
import ReplHost
import ReplKit
import Testing

@MainActor
@Suite("Given a REPL session where some commands work only on other screens")
struct ReplSessionCommandPlaceTests {
    let app = SessionHarness()

    init() {
        app.navigator.commandPlaces = [
            CommandPlace(command: "edit", place: "a city's details (open a city first)"),
            CommandPlace(command: "rename", place: "a city's details (open a city first)"),
        ]
        app.navigator.globalCommands.append(
            ReplCommand(name: "quit-all", aliases: ["exit-all"], summary: "a hidden way out", isListed: false) { _ in .silent }
        )
    }

    @Test("When a command of another screen is typed Then the session says where it works instead of guessing")
    func saysWhereItWorks() async {
        _ = await app.run(["edit first=Alpha"])

        #expect(app.output.lines == [#""edit" does not work here — it works on a city's details (open a city first)"#])
    }

    @Test("When a command of another screen is mistyped Then the session suggests it and says where it works")
    func suggestsCommandElsewhere() async {
        _ = await app.run(["renme"])

        #expect(
            app.output.lines == [
                #"unknown command "renme" — did you mean "rename"? It works on a city's details (open a city first)"#
            ])
    }

    @Test("When a word is close only to a command help does not list Then nothing is suggested")
    func unlistedNotSuggested() async {
        _ = await app.run(["quit-al"])

        #expect(app.output.lines == [#"unknown command "quit-al" — type help to see what you can do here"#])
    }

    @Test("When a command of this screen is mistyped Then the suggestion is the one here")
    func suggestsHereFirst() async {
        _ = await app.run(["opn 1"])

        #expect(app.output.lines == [#"unknown command "opn" — did you mean "open"?"#])
    }
}
