import Foundation
import ReplHost
import ReplKit
import Testing

@testable import AppComposition

/// `app --record` beside a replay that asks questions as the app does in a script with `--echo`:
/// a command that asks reads the next lines sent as its answers, so nothing but the person's own
/// lines may follow it.
@Suite("Journey writer: a command that asks questions")
@MainActor
struct SessionRecorderQuestionsTests {
    /// A stand-in for the app under `--script - --echo`: `sign in` asks for an email and a
    /// password (echoed as ********), `where` and `home` print a line each.
    static let replayScript = #"""
        while IFS= read -r line; do
          echo "> $line"
          case "$line" in
            "sign in")
              echo "Email:"; IFS= read -r email; echo "> $email"
              echo "Password:"; IFS= read -r password; echo "> ********"
              if [ "$email" = "ada@example.com" ]; then echo "Signed in as Ada Lovelace."; else echo "Not an email: $email"; fi ;;
            where) echo "Home › Account" ;;
            home) echo "Home" ;;
            quit) exit 0 ;;
            *) echo "unknown command \"$line\"" ;;
          esac
        done
        """#

    private func recorder(in folder: URL, journey: URL) throws -> SessionRecorder {
        let work = try ReplayWorkFolder.create(at: folder.appendingPathComponent("replay"))
        let replay = try ReplayProcess.start(
            executable: "/bin/sh", arguments: ["-c", Self.replayScript], environment: ["PATH": "/usr/bin:/bin"],
            directory: work.url.path, errorLog: work.errorLog.path)
        let journal = RecordingJournal(
            file: try JourneyRecordingFile(path: journey.path), header: ["# Recorded by app --record."],
            dataFolder: work.dataFolder.path)
        return SessionRecorder(journal: journal, replay: replay, folder: work)
    }

    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("recorder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test(
        "Given sign in, its two answers and a command typed When the session is recorded Then the replay reads the answers as the session did, and the file holds each line with its output and a note on the secret"
    )
    func answersReachTheQuestions() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let journey = folder.appendingPathComponent("recorded.journey")
        let recorder = try recorder(in: folder, journey: journey)

        for line in ["sign in", "ada@example.com", ReplQuestion.secretMask, "home"] {
            recorder.sessionRead(.text(line))
        }
        let outcome = recorder.finish()

        #expect(outcome.replayStatus == 0)
        #expect(
            try String(contentsOf: journey, encoding: .utf8)
                == """
                # Recorded by app --record.
                > sign in
                Email:
                > ada@example.com
                Password:
                > ********
                Signed in as Ada Lovelace.
                # \(SessionRecorder.secretNote)
                > home
                Home
                > quit

                """)
    }

    @Test(
        "Given a command typed, then Ctrl-C at the prompt When the session is recorded Then the marker completes the command's output at once, and its own output is left out"
    )
    func interruptSendsTheMarker() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let journey = folder.appendingPathComponent("recorded.journey")
        let recorder = try recorder(in: folder, journey: journey)

        recorder.sessionRead(.text("home"))
        recorder.sessionRead(.interrupted)
        recorder.sessionRead(.interrupted)

        var text = ""
        for _ in 0..<500 where !text.hasSuffix("> home\nHome\n") {
            try await Task.sleep(for: .milliseconds(10))
            text = (try? String(contentsOf: journey, encoding: .utf8)) ?? ""
        }
        #expect(text == "# Recorded by app --record.\n> home\nHome\n")
        _ = recorder.finish()
        #expect(try String(contentsOf: journey, encoding: .utf8) == "# Recorded by app --record.\n> home\nHome\n> quit\n")
    }
}
