import Foundation
import GRDB
import JourneyKit
import Testing

/// Holds the write lock of a database file from this test process, as a third
/// process in the middle of a long write would, until let go.
private final class WriteLockHolder: Sendable {
    private let held = DispatchSemaphore(value: 0)
    private let release = DispatchSemaphore(value: 0)

    init(path: String) throws {
        var configuration = Configuration()
        configuration.busyMode = .timeout(30)
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        Thread.detachNewThread { [held, release] in
            try? queue.writeWithoutTransaction { db in
                try db.execute(sql: "BEGIN IMMEDIATE")
                held.signal()
                release.wait()
                try db.execute(sql: "COMMIT")
            }
            held.signal()
        }
        held.wait()
    }

    /// Lets the lock go `delay` from now, timed on the holder's own thread: the release does
    /// not wait for the test's task to be scheduled again, which on a loaded machine (the
    /// cooperative pool busy with other tests) could come after the app's 5 s busy timeout.
    func letGo(after delay: Duration) {
        let (seconds, attoseconds) = delay.components
        Thread.detachNewThread { [release] in
            Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
            release.signal()
        }
    }
}

/// Two app processes on one data folder, as a person with two terminals has.
@Suite("Two processes on one data folder")
struct TwoProcessesTests {
    @Test(
        "Given a new data folder When three processes start on it at once, round after round Then every one opens it and ends normally"
    )
    func simultaneousStarts() async throws {
        for round in 0..<8 {
            let run = try AppRun(name: "two-starts")
            defer { run.remove() }
            let arguments = ["--data-dir", run.dataDirectory.path, "--script", "-"]

            let results = try await withThrowingTaskGroup(of: AppProcessResult.self) { group in
                for _ in 0..<3 {
                    group.addTask { try await run.run(arguments, standardInput: "contacts\nwhere\n") }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }

            let failures = results.filter { !$0.succeeded }.map { "\($0.summary): \($0.standardError.prefix(500))" }
            #expect(failures.isEmpty, "round \(round): \(failures)")
            if !failures.isEmpty { return }
        }
    }

    @Test(
        "Given another process holds the write lock When one process edits the first name and another the last Then both edits survive"
    )
    func noLostUpdate() async throws {
        let run = try AppRun(name: "two-edits")
        defer { run.remove() }
        let arguments = ["--data-dir", run.dataDirectory.path, "--now", JourneyRunner.defaultNow]
        let first = try await run.run(arguments + ["--script", "-"], standardInput: "contacts\nopen 1\n")
        try #require(first.succeeded, "\(first.summary)\n\(first.standardError)")

        let editors = try (0..<2).map { _ in
            try InteractiveApp(app: run.app, arguments: arguments, environment: run.environment())
        }
        for editor in editors {
            editor.send("contacts")
            editor.send("open 1")
            await editor.waitForOutput(containing: "Birthday:")
        }
        let holder = try WriteLockHolder(path: run.dataDirectory.appendingPathComponent("app.sqlite").path)
        editors[0].send("edit first=Alpha")
        editors[1].send("edit last=Beta")
        // Both edits are on their way to the lock before it is let go, well within their 5 s wait.
        holder.letGo(after: .milliseconds(500))
        for editor in editors {
            await editor.waitForOutput(containing: "Name saved.")
            editor.send("quit")
            #expect(await editor.waitForExit() == 0)
        }

        let after = try await run.run(arguments + ["--script", "-"], standardInput: "contacts\nopen 1\n")
        #expect(after.standardOutput.contains("Alpha Beta"), "\(after.standardOutput)")
    }
}

/// The app killed with SIGKILL the moment it confirms a change: what it
/// confirmed must be there when it starts again.
@Suite("Kill and restart")
struct KillAndRestartTests {
    @Test(
        "Given a confirmed name edit, favorite and language change When the app is killed at once each time Then a restart shows all of them"
    )
    func confirmedChangesSurviveKill() async throws {
        let run = try AppRun(name: "kill-restart")
        defer { run.remove() }
        let arguments = ["--data-dir", run.dataDirectory.path, "--now", JourneyRunner.defaultNow]
        let steps: [(commands: [String], confirmation: String)] = [
            (["contacts", "open 1", "edit first=Kilian"], "Name saved."),
            (["contacts", "open 2", "edit last=Restart"], "Name saved."),
            (["contacts", "open 3", "fav"], "is now a favorite."),
            (["languages", "choose", "choose es", "confirm"], "La app ahora está en Español."),
        ]

        for step in steps {
            let app = try InteractiveApp(app: run.app, arguments: arguments, environment: run.environment())
            step.commands.forEach(app.send)
            await app.waitForOutput(containing: step.confirmation)
            app.kill(SIGKILL)
            #expect(await app.waitForExit() == 128 + SIGKILL)
        }

        let after = try await run.run(
            arguments + ["--script", "-"], standardInput: "contacts\nopen 1\nback\nopen 2\nback\nopen 3\n"
        )
        #expect(after.succeeded, "\(after.summary)\n\(after.standardError)")
        #expect(after.standardOutput.contains("Kilian"))
        #expect(after.standardOutput.contains("Restart"))
        #expect(after.standardOutput.contains("★"))
        #expect(after.standardOutput.contains("Contactos"))
    }
}
