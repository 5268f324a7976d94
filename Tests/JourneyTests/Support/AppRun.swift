import Foundation
import JourneyKit

/// Runs the built app once as a subprocess, the way the end-to-end tests need:
/// in a fresh work folder, with the journey environment plus any overrides,
/// optionally behind `/bin/sh` so a test can set up descriptors and signals
/// the way a shell would (`>&-`, `>/dev/full`, `trap '' PIPE`).
struct AppRun {
    let app = AppLocator.app()
    /// A guard against a hang, not a measure of speed: a loaded machine (the
    /// whole suite at once, a sanitizer) may take long to start the app.
    static let runner = AppProcessRunner(timeout: .seconds(300))
    /// A fresh folder for this run's data, scripts and files.
    let work: URL

    init(name: String) throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    var dataDirectory: URL { work.appendingPathComponent("data") }

    func remove() {
        try? FileManager.default.removeItem(at: work)
    }

    /// The environment journeys run in, with `overrides` applied (`nil` removes a variable).
    func environment(_ overrides: [String: String?] = [:]) -> [String: String] {
        var environment = JourneyRunner(app: app).environment(workDirectory: work)
        for (name, value) in overrides {
            environment[name] = value
        }
        return environment
    }

    /// Writes `commands`, one per line, to a script file in the work folder.
    func script(_ commands: [String], named name: String = "script.txt") throws -> URL {
        let url = work.appendingPathComponent(name)
        try Data(commands.map { $0 + "\n" }.joined().utf8).write(to: url)
        return url
    }

    /// Runs the app with `arguments`, `standardInput` on stdin and `environment`.
    func run(
        _ arguments: [String], standardInput: String = "", environment overrides: [String: String?] = [:]
    ) async throws -> AppProcessResult {
        try await Self.runner.run(
            app, arguments: arguments, environment: environment(overrides), standardInput: standardInput, currentDirectory: work
        )
    }

    /// Runs `sh -c shellLine` where `"$@"` is the app followed by `arguments`:
    /// for example `trap '' PIPE; exec "$@" >/dev/full`.
    func runInShell(
        _ shellLine: String, arguments: [String], environment overrides: [String: String?] = [:]
    ) async throws -> AppProcessResult {
        try await Self.runner.run(
            URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", shellLine, "sh", app.path] + arguments,
            environment: environment(overrides),
            currentDirectory: work
        )
    }
}
