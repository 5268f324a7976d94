import ReplHost
import Testing

@testable import AppComposition

@Suite("Journey writer: what each line typed becomes")
struct RecordedInputTests {
    @Test("Given a command typed with spaces around it When it is recorded Then the journey holds it trimmed")
    func command() {
        #expect(RecordedInput(.text("  open 1 ")) == .command("open 1"))
    }

    @Test(
        "Given quit, exit or end of input When they are read Then the session ends and nothing is written for them yet",
        arguments: [InputLine.text("quit"), .text(" EXIT "), .text("Quit")])
    func quit(input: InputLine) {
        #expect(RecordedInput(input) == .quit)
    }

    @Test("Given Ctrl-D, Ctrl-C or an empty line When read Then the session ends, or nothing is written")
    func endAndNothing() {
        #expect(RecordedInput(.end) == .end)
        #expect(RecordedInput(.interrupted) == .nothing)
        #expect(RecordedInput(.text("   ")) == .nothing)
    }

    @Test(
        "Given a line the journey runner would take for its own When it is typed Then it is left out with a note",
        arguments: ["clock +1h", "include parts/x.journey", "backend stop", "restart", "Restart now"])
    func runnerLines(line: String) {
        guard case .leftOut(let reason) = RecordedInput(.text(line)) else {
            Issue.record("\(line) was not left out")
            return
        }
        #expect(reason.contains("runner"))
    }

    @Test("Given a line with control characters or unreadable bytes When read Then it is left out")
    func unsafeLines() {
        #expect(RecordedInput(.text("open\u{1B}[2J 1")) == .leftOut("a line with control characters"))
        #expect(RecordedInput(.invalidEncoding(shown: "x")) == .leftOut("a line that was not UTF-8"))
        #expect(RecordedInput(.tooLong(limit: 4096)) == .leftOut("a line too long to read"))
    }

    @Test(
        "Given a rule for a command that holds a secret When it is typed Then the journey holds the rule's text or leaves it out")
    func secrets() {
        let login = SecretInput { line in
            line.hasPrefix("login ") ? .replaced("login ada ********") : nil
        }
        let token = SecretInput { line in line.hasPrefix("token ") ? .leftOut : nil }
        #expect(RecordedInput(.text("login ada hunter2"), secrets: [login, token]) == .command("login ada ********"))
        #expect(RecordedInput(.text("token abc"), secrets: [login, token]) == .leftOut("a command that holds a secret"))
        #expect(RecordedInput(.text("open 1"), secrets: [login, token]) == .command("open 1"))
        #expect(SecretInput.all.isEmpty, "no command takes a secret today")
    }
}
