import Foundation
import Testing

@testable import AppComposition

@Suite("Journey writer: the file as the session runs")
struct RecordingJournalTests {
    private func temporaryFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("journal-\(UUID().uuidString).journey")
    }

    private func text(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    @Test(
        "Given commands sent and a line left out When the replay answers one by one Then each command is in the file as soon as its output is complete, the note after the commands before it"
    )
    func writesAsItGoes() throws {
        let url = temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let journal = RecordingJournal(
            file: try JourneyRecordingFile(path: url.path), header: ["# app: --now 2026-01-15T12:00:00Z"],
            dataFolder: "/tmp/replay/data")
        journal.sendingCommand("about")
        journal.sendingMarker("where")
        journal.note("Not recorded: a line with control characters.")
        journal.sendingCommand("search {x}")
        journal.sendingMarker("where")
        #expect(try text(url) == "# app: --now 2026-01-15T12:00:00Z\n")

        for line in ["> about", "Data folder: /tmp/replay/data", "# not a comment"] { journal.printed(line) }
        #expect(try text(url) == "# app: --now 2026-01-15T12:00:00Z\n", "the output is complete only at the next echo")
        journal.printed("> where")
        #expect(
            try text(url)
                == "# app: --now 2026-01-15T12:00:00Z\n> about\nData folder: {data}\n\\# not a comment\n"
                + "# Not recorded: a line with control characters.\n")

        journal.sendingCommand("quit")
        for line in ["Home", "> search {x}", "[..] nothing", "> where", "Home", "> quit"] { journal.printed(line) }
        journal.replayEnded()
        let summary = journal.close()
        #expect(try text(url).hasSuffix("> search \\{x}\n\\[..] nothing\n> quit\n"))
        #expect(summary.commandsWritten == 3)
        #expect(summary.neverEchoed.isEmpty)
        #expect(summary.fileFailure == nil)
    }

    @Test("Given the replay ends before a command When the journal is done Then the command is written bare and named")
    func neverEchoed() throws {
        let url = temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let journal = RecordingJournal(file: try JourneyRecordingFile(path: url.path), header: [], dataFolder: "/d")
        journal.sendingCommand("bad")
        journal.sendingCommand("quit")
        journal.printed("> bad")
        journal.printed("unknown command")
        journal.replayEnded()
        #expect(journal.close().neverEchoed == ["quit"])
        #expect(try text(url) == "> bad\nunknown command\n> quit\n")
    }

    @Test("Given a recording file in a folder that does not exist When it is opened Then it throws")
    func unwritable() {
        #expect(throws: (any Error).self) {
            _ = try JourneyRecordingFile(path: "/nonexistent-\(UUID().uuidString)/x.journey")
        }
    }
}
