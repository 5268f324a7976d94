import ArgumentParser
import Foundation
import JourneyKit

@main
struct JourneyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "journey",
        abstract: "Runs journey transcripts against the app and compares their output.",
        discussion: """
            Each journey runs with a fresh temporary data directory; after `quit` or \
            `exit` the rest of it runs in a new app process on the same directory. \
            Prints PASS or FAIL with a diff per journey, then "N passed, N failed".
            """
    )

    @Flag(help: "Write the app's actual output into each journey whose output differs.")
    var record = false

    @Option(help: "The app binary to run.")
    var app = ".build/debug/app"

    @Option(help: "Seconds one app process may run before it is stopped.")
    var timeout: Double = 60

    @Argument(help: "Journey files, or folders searched for *.journey files.")
    var paths: [String]

    func validate() throws {
        guard !paths.isEmpty else {
            throw ValidationError("Name at least one journey file or folder, e.g. Tests/Journeys.")
        }
        guard timeout > 0 else {
            throw ValidationError("--timeout must be more than 0 seconds.")
        }
    }

    func run() async throws {
        let currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let appURL = URL(fileURLWithPath: app, relativeTo: currentDirectory).standardizedFileURL
        guard FileManager.default.isExecutableFile(atPath: appURL.path) else {
            throw Self.failure("no app binary at \(appURL.path). Build it first (swift build --product app) or pass --app PATH.")
        }
        let files: [URL]
        do {
            files = try JourneyDiscovery.journeyFiles(at: paths.map { URL(fileURLWithPath: $0, relativeTo: currentDirectory) })
        } catch {
            throw Self.failure("\(error)")
        }
        guard !files.isEmpty else {
            throw Self.failure("no .journey files found in \(paths.joined(separator: ", ")).")
        }

        let runner = JourneyRunner(app: appURL, timeout: .milliseconds(Int((timeout * 1000).rounded())))
        var passed = 0
        var failed = 0
        for file in files {
            let name = JourneyDiscovery.displayName(of: file, relativeTo: currentDirectory)
            let result = await runner.run(fileAt: file, name: name)
            if record, let recorded = JourneyRecorder.render(result) {
                let original = try? String(contentsOf: file, encoding: .utf8)
                if recorded == original {
                    print("PASS \(name)")
                } else {
                    try recorded.write(to: file, atomically: true, encoding: .utf8)
                    print("RECORDED \(name)")
                }
                passed += 1
            } else if result.passed {
                print("PASS \(name)")
                passed += 1
            } else {
                print("FAIL \(name)")
                print(result.report)
                print("")
                failed += 1
            }
        }
        print("\(passed) passed, \(failed) failed")
        if failed > 0 {
            throw ExitCode.failure
        }
    }

    /// Prints `message` to stderr and returns the exit code for a failed run.
    private static func failure(_ message: String) -> ExitCode {
        try? FileHandle.standardError.write(contentsOf: Data("journey: \(message)\n".utf8))
        return ExitCode.failure
    }
}
