import Foundation
import JourneyKit

/// Runs the built app as journeys do, with extra arguments (a server's URL), on a data
/// directory a test keeps across runs: how an end-to-end test restarts the app.
struct AppRuns {
    let app: URL
    let extraArguments: [String]

    init(app: URL = AppLocator.app(), extraArguments: [String]) {
        self.app = app
        self.extraArguments = extraArguments
    }

    /// One run of the app with `commands` on standard input.
    func run(_ commands: [String], dataDirectory: URL) async throws -> AppProcessResult {
        let runner = JourneyRunner(app: app, extraArguments: extraArguments)
        let work = dataDirectory.deletingLastPathComponent()
        return try await runner.processRunner.run(
            app,
            arguments: runner.arguments(dataDirectory: dataDirectory),
            environment: runner.environment(workDirectory: work),
            standardInput: commands.joined(separator: "\n") + "\n",
            currentDirectory: work
        )
    }

    /// A new data directory inside a new temporary work folder (remove the folder when done).
    static func makeDataDirectory(named name: String) throws -> URL {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        return work.appendingPathComponent("data")
    }
}
