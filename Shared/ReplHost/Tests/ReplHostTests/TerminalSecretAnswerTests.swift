import Foundation
import Testing

@testable import ReplHost

@MainActor
@Suite("Given a person at a terminal asked a question", .serialized)
struct TerminalSecretAnswerTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("answers-\(UUID().uuidString)")

    private func editor(on terminal: PseudoTerminal) throws -> (TerminalLineEditor, URL) {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let history = folder.appendingPathComponent("history")
        let editor = TerminalLineEditor(
            historyFileURL: history, usesColour: false, maxLineBytes: 4096, historyCapacity: 500,
            inputDescriptor: terminal.terminal, outputDescriptor: terminal.terminal)
        return (editor, history)
    }

    private func historyText(_ url: URL) -> String {
        (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }

    @Test("When a password is typed Then nothing of it is drawn and the history never holds it")
    func secretNotEchoedNorKept() throws {
        let terminal = try #require(PseudoTerminal())
        defer { try? FileManager.default.removeItem(at: folder) }
        let (editor, history) = try editor(on: terminal)
        terminal.type("account\r")
        _ = editor.nextLine(prompt: "home › ")
        terminal.type("hunter2 x\u{7F}y\r")

        let answer = editor.answerLine(prompt: "Password: ", isSecret: true)

        #expect(answer == .text("hunter2 y"))
        let drawn = terminal.drawn()
        #expect(drawn.contains("Password: "))
        #expect(!drawn.contains("hunter2"))
        #expect(historyText(history) == "account\n")
        #expect(editor.historyEntries == ["account"])
    }

    @Test("When an email address is typed as an answer Then it is shown as typed but not kept as a command")
    func answerNotKept() throws {
        let terminal = try #require(PseudoTerminal())
        defer { try? FileManager.default.removeItem(at: folder) }
        let (editor, history) = try editor(on: terminal)
        terminal.type("ada@example.com\r")

        let answer = editor.answerLine(prompt: "Email: ", isSecret: false)

        #expect(answer == .text("ada@example.com"))
        #expect(terminal.drawn().contains("ada@example.com"))
        #expect(historyText(history).isEmpty)
    }

    @Test("When Ctrl-C is pressed at a password Then the question is dropped and nothing is kept")
    func interrupted() throws {
        let terminal = try #require(PseudoTerminal())
        defer { try? FileManager.default.removeItem(at: folder) }
        let (editor, history) = try editor(on: terminal)
        terminal.type("abc\u{3}")

        #expect(editor.answerLine(prompt: "Password: ", isSecret: true) == .interrupted)
        #expect(!terminal.drawn().contains("abc"))
        #expect(historyText(history).isEmpty)
    }
}
