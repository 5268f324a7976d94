import Foundation
import Localization
import ReplHost
import ReplKit
import Testing

@MainActor
@Suite("Given a REPL session on the home screen")
struct ReplSessionCommandTests {
    let app = SessionHarness()

    @Test("When a mistyped command is entered Then the session asks whether the close command was meant")
    func didYouMean() async {
        let end = await app.run(["opn 2"])
        #expect(end == .finished)
        #expect(app.output.lines == [#"unknown command "opn" — did you mean "open"?"#])
    }

    @Test("When a command like no other is entered Then the session points to help")
    func unknownWithoutSuggestion() async {
        _ = await app.run(["xyz"])
        #expect(app.output.lines == [#"unknown command "xyz" — type help to see what you can do here"#])
    }

    @Test("When a command gets the wrong number of arguments Then its usage is shown", arguments: ["open", "open 1 2"])
    func wrongArgumentCount(line: String) async {
        _ = await app.run([line])
        #expect(app.output.lines == ["usage: open <item>"])
        #expect(app.navigator.stack.count == 1)
    }

    @Test("When a command name is typed in capitals Then it still runs")
    func caseInsensitiveName() async {
        _ = await app.run(["HELLO"])
        #expect(app.output.lines == ["hi"])
    }

    @Test("When a command answers with a message Then only the message is printed")
    func message() async {
        _ = await app.run(["hello"])
        #expect(app.output.lines == ["hi"])
    }

    @Test("When a command answers with a message then a render Then the message comes before the screen")
    func messageThenRender() async {
        _ = await app.run(["reload"])
        #expect(app.output.lines == ["reloaded", "Home"] + SessionHarness.homeContent)
    }

    @Test("When a command puts a new screen on top Then that screen appears and is rendered")
    func newScreenRendered() async throws {
        _ = await app.run(["open 2"])
        let details = try #require(app.details.first)
        #expect(details.appearCount == 1)
        #expect(app.output.lines == ["Details", "details of 2"])
    }

    @Test("When back is used on a pushed screen Then the screen below appears again and is rendered")
    func backRendersPrevious() async {
        _ = await app.run(["open 1", "back"])
        #expect(app.home.appearCount == 2)
        #expect(app.output.lines == ["Details", "details of 1", "Home"] + SessionHarness.homeContent)
    }

    @Test("When a quoted text is given Then the command receives it as one argument")
    func quotedArgument() async {
        _ = await app.run([#"search "new york""#, "search"])
        #expect(app.searches == [["new york"], []])
        #expect(app.output.lines.isEmpty)
    }

    @Test("When where is entered on a pushed screen Then the titles are printed root first")
    func whereTitles() async {
        _ = await app.run(["open 2", "where"])
        #expect(app.output.lines.last == "Home › Details")
    }

    @Test("When help is entered Then the commands of every screen come first, then this screen's, each with usage")
    func help() async {
        _ = await app.run(["help"])

        let width = "search <text>".count
        func row(_ usage: String, _ summary: String) -> String {
            "  " + usage.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + summary
        }
        #expect(
            app.output.lines == [
                "On every screen:",
                row("help", "show the commands you can type here"),
                row("back", "leave this screen"),
                row("where", "show where you are, from the home screen on"),
                row("quit, exit", "end the session"),
                "On Home:",
                row("open <item>", "open a city"),
                row("search <text>", "filter by text"),
                row("hello", "say hello"),
                row("fail", "always fails"),
                row("reload", "reload the list"),
                row("lang <code>", "change the language"),
                "Name an item by its number on screen or by its id.",
            ])
    }

    @Test("When the language changes during a command Then the screen appears again and is rendered in the new language")
    func languageChangeRerenders() async {
        _ = await app.run(["lang es"])
        #expect(app.language.language.code == "es")
        #expect(app.home.appearCount == 2)
        #expect(app.output.lines == ["Inicio"] + SessionHarness.homeContent)
    }

    @Test("When a command sets the language already in effect Then nothing is rendered")
    func sameLanguageDoesNotRerender() async {
        _ = await app.run(["lang en"])
        #expect(app.home.appearCount == 1)
        #expect(app.output.lines.isEmpty)
    }
}

@MainActor
@Suite("Given a REPL session reading a script")
struct ReplSessionScriptTests {
    let app = SessionHarness()

    @Test("When quit is entered Then the session ends without reading further lines")
    func quit() async {
        let end = await app.run(["quit", "hello"])
        #expect(end == .finished)
        #expect(app.output.lines.isEmpty)
        #expect(app.source.prompts.count == 1)
    }

    @Test("When exit is entered Then it ends the session like quit")
    func exit() async {
        let end = await app.run(["EXIT", "hello"])
        #expect(end == .finished)
        #expect(app.output.lines.isEmpty)
    }

    @Test("When the input ends Then the session finishes")
    func endOfInput() async {
        let end = await app.run(["hello"])
        #expect(end == .finished)
        #expect(app.source.prompts.count == 2)
    }

    @Test("When a command fails without strict Then the failure is printed and the session goes on")
    func failureWithoutStrict() async {
        let end = await app.run(["fail", "hello"])
        #expect(end == .finished)
        #expect(app.output.lines == ["nothing to refresh", "hi"])
    }

    @Test("When an unknown command is on line 3 under strict Then the session fails naming line 3")
    func strictUnknownCommand() async {
        let end = await app.run(["hello", "", "opn", "hello"], options: ReplSessionOptions(strict: true))
        let message = #"unknown command "opn" — did you mean "open"?"#
        #expect(end == .failed(line: 3, message: message))
        #expect(app.output.lines == ["hi", message])
    }

    @Test("When a command's own failure is on line 2 under strict Then the session fails naming line 2")
    func strictCommandFailure() async {
        let end = await app.run(["hello", "fail", "hello"], options: ReplSessionOptions(strict: true))
        #expect(end == .failed(line: 2, message: "nothing to refresh"))
        #expect(app.output.lines == ["hi", "nothing to refresh"])
    }

    @Test("When every command succeeds under strict Then the session finishes")
    func strictSuccess() async {
        let end = await app.run(["hello", "open 1", "back"], options: ReplSessionOptions(strict: true))
        #expect(end == .finished)
    }

    @Test("When echo is on Then each command is printed as > command before its output, and blank lines are not")
    func echo() async {
        _ = await app.run(["  hello  ", "", "opn"], options: ReplSessionOptions(echoCommands: true))
        #expect(app.output.lines == ["> hello", "hi", "> opn", #"unknown command "opn" — did you mean "open"?"#])
    }

    @Test("When the source is not interactive Then the first screen loads but nothing is rendered before the first command")
    func noInitialRender() async {
        _ = await app.run([])
        #expect(app.output.lines.isEmpty)
        #expect(app.home.appearCount == 1)
    }
}

@MainActor
@Suite("Given a REPL session at a terminal")
struct ReplSessionInteractiveTests {
    let app = SessionHarness()

    @Test("When it starts Then the top screen appears and is rendered before the first prompt")
    func initialRender() async {
        _ = await app.run([], interactive: true)
        #expect(app.home.appearCount == 1)
        #expect(app.output.lines == ["Home"] + SessionHarness.homeContent)
    }

    @Test("When the person moves to another screen Then the prompt names where they are")
    func prompts() async {
        _ = await app.run(["open 1"], interactive: true)
        #expect(app.source.prompts == ["home › ", "details › "])
    }

    @Test("When Ctrl-C is pressed at the prompt Then nothing runs and the session asks again")
    func interruptedPrompt() async {
        let end = await app.run(inputs: [.interrupted, .text("hello")], interactive: true)
        #expect(end == .finished)
        #expect(app.output.lines == ["Home"] + SessionHarness.homeContent + ["hi"])
    }
}

@MainActor
@Suite("Given input lines a command cannot be made of")
struct ReplSessionInputProblemTests {
    let app = SessionHarness()

    @Test("When a line was too long Then the limit and what to do are printed, and the session goes on")
    func tooLong() async {
        let end = await app.run(inputs: [.tooLong(limit: 4096), .text("hello")])
        #expect(end == .finished)
        #expect(app.output.lines == ["that line is too long (at most 4096 bytes) — type a shorter command", "hi"])
    }

    @Test("When a too-long line is met under strict with echo Then an ellipsis is echoed and the session fails on that line")
    func tooLongStrict() async {
        let options = ReplSessionOptions(strict: true, echoCommands: true)
        let end = await app.run(inputs: [.text("hello"), .tooLong(limit: 10)], options: options)
        let message = "that line is too long (at most 10 bytes) — type a shorter command"
        #expect(end == .failed(line: 2, message: message))
        #expect(app.output.lines == ["> hello", "hi", "> …", message])
    }

    @Test("When a line was not UTF-8 Then the person is asked to type it again")
    func invalidEncoding() async {
        _ = await app.run(inputs: [.invalidEncoding(shown: "he\u{FFFD}lo")])
        #expect(app.output.lines == ["that line is not valid UTF-8 text — type it again"])
    }

    @Test("When a quote is left open Then the person is told which quote to close")
    func unterminatedQuote() async {
        _ = await app.run([#"search "new york"#])
        #expect(app.output.lines == [#"a quote is not closed — add the closing ""#])
        #expect(app.searches.isEmpty)
    }

    @Test("When a line holds control characters Then it is refused before any command runs")
    func controlCharacters() async {
        _ = await app.run(["hello\u{1B}[A"])
        #expect(app.output.lines == ["that line contains control characters — type plain text"])
    }

    @Test("When a line holds a tab between words Then it is not refused")
    func tabAllowed() async {
        _ = await app.run(["search\tlyon"])
        #expect(app.searches == [["lyon"]])
    }
}

@MainActor
@Suite("Given a screen with a command help does not list")
struct ReplSessionUnlistedCommandTests {
    let app = SessionHarness()

    init() {
        app.home.commands.append(
            ReplCommand(name: "secret", summary: "a hidden command", isListed: false) { _ in
                .message("found the secret")
            })
    }

    @Test("When help is entered Then the unlisted command is left out")
    func helpLeavesItOut() async {
        _ = await app.run(["help"])
        #expect(app.output.lines.count == 13)
        #expect(!app.output.lines.contains { $0.contains("secret") })
    }

    @Test("When the unlisted command is typed Then it still runs")
    func stillRuns() async {
        _ = await app.run(["secret"])
        #expect(app.output.lines == ["found the secret"])
    }
}
