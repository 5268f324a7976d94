import Foundation
import JourneyKit

/// Runs the built app on piped commands with extra command-line options, in a data
/// directory of its own that later runs can share ("after a restart").
struct AppSessionWithOptions {
    let app: URL

    /// Runs `commands`, one a line, with `arguments` added to the journey runner's own.
    func run(_ commands: [String], arguments: [String], dataDirectory: URL) async throws -> AppProcessResult {
        let runner = JourneyRunner(app: app, extraArguments: arguments)
        let work = dataDirectory.deletingLastPathComponent()
        return try await runner.processRunner.run(
            app,
            arguments: runner.arguments(dataDirectory: dataDirectory),
            environment: runner.environment(workDirectory: work),
            standardInput: commands.joined(separator: "\n") + "\n",
            currentDirectory: work
        )
    }

    /// A new `data` folder path inside a new work folder named after `name`.
    static func makeDataDirectory(_ name: String) throws -> URL {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        return work.appendingPathComponent("data")
    }
}
