import Foundation
import JourneyKit
import Testing

/// The app run by a shell that gives it output it cannot write: standard
/// output closed, on a full disk, a closed pipe with SIGPIPE ignored, and a log
/// file on a full disk. It must never trap, and say at most one clear thing.
@Suite("Output the app cannot write")
struct OutputFailureProcessTests {
    private let commands = ["languages", "choose", "where", "home", "contacts", "next", "where"]

    private func expectNoCrash(_ result: AppProcessResult) {
        #expect(!result.standardError.contains("Fatal error"), "\(result.standardError.prefix(1_000))")
        #expect(!result.standardError.contains("Program crashed"))
        #expect(!result.timedOut)
    }

    @Test(
        "Given standard output closed (app >&-) or on a full disk (app >/dev/full) When the app writes Then it says why once and exits 74",
        arguments: [
            (#"exec "$@" >&-"#, "app: standard output is closed, so there is nowhere to show the session.\n"),
            (#"exec "$@" >/dev/full"#, "cannot write the output (No space left on device) — the session ends here\n"),
        ]
    )
    func unwritableStandardOutput(shellLine: String, message: String) async throws {
        let run = try AppRun(name: "output-unwritable")
        defer { run.remove() }
        let script = try run.script(commands)

        let result = try await run.runInShell(shellLine, arguments: ["--in-memory", "--script", script.path])

        expectNoCrash(result)
        #expect(result.termination == .exited(status: 74))
        #expect(result.standardError == message)
    }

    @Test("Given a pipe whose reader has gone and SIGPIPE ignored When the session writes Then it ends quietly with 141")
    func closedPipe() async throws {
        let run = try AppRun(name: "output-pipe")
        defer { run.remove() }
        let script = try run.script(commands)
        // A FIFO opened for reading and writing, then for writing, then the
        // reading end closed: a pipe with no reader, deterministically.
        let shell = #"trap '' PIPE; f="$(mktemp -u)"; mkfifo "$f"; exec 3<>"$f" 4>"$f" 3<&-; rm -f "$f"; exec "$@" >&4 4>&-"#

        let result = try await run.runInShell(shell, arguments: ["--in-memory", "--script", script.path])

        expectNoCrash(result)
        #expect(result.termination == .exited(status: 141))
        #expect(result.standardError.isEmpty)
    }

    @Test("Given --log-file on a full disk When the app logs Then it says so once and the session runs to its end")
    func logFileOnFullDisk() async throws {
        let run = try AppRun(name: "log-full")
        defer { run.remove() }
        let script = try run.script(commands)

        let result = try await run.run([
            "--in-memory", "--log-level", "trace", "--log-file", "/dev/full", "--script", script.path,
        ])

        expectNoCrash(result)
        #expect(result.succeeded, "\(result.summary)")
        #expect(
            result.standardError
                == "app: cannot write the log file /dev/full (No space left on device). Logging stops; the session goes on.\n")
        #expect(result.standardOutput.contains("Home › Contacts"))
    }

    @Test("Given --script names a folder When the app starts Then it says so and exits 66 without running anything")
    func scriptIsAFolder() async throws {
        let run = try AppRun(name: "script-folder")
        defer { run.remove() }

        let result = try await run.run(["--in-memory", "--script", run.work.path])

        #expect(result.termination == .exited(status: 66))
        #expect(result.standardError == "\"\(run.work.path)\" is a folder, not a script — name a file of commands\n")
        #expect(result.standardOutput.isEmpty)
    }
}
