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
            A journey with an examples table runs once per row. \
            Prints PASS or FAIL with a diff per journey, then "N passed, N failed". \
            Exit status: 0 when all passed, 1 when a journey failed, 2 when a journey \
            file is malformed (its FILE:LINE says what is wrong).
            """
    )

    @Flag(help: "Write the app's actual output into each journey whose output differs.")
    var record = false

    @Option(help: "The app binary to run.")
    var app = ".build/debug/app"

    @Option(help: "Seconds one app process may run before it is stopped.")
    var timeout: Double = 60

    @Option(name: .customLong("tag"), help: "Run only journeys with this tag (# tags:); repeat for any of several.")
    var tags: [String] = []

    @Option(name: .customLong("skip-tag"), help: "Skip journeys with this tag; repeat for several.")
    var skippedTags: [String] = []

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
        let selection = JourneySelection(tags: tags, skippedTags: skippedTags)
        var tally = Tally()
        for file in files {
            let name = JourneyDiscovery.displayName(of: file, relativeTo: currentDirectory)
            let journeys: [JourneyFile]
            do {
                journeys = try JourneyLoader.journeys(fileAt: file, name: name)
            } catch {
                print("FAIL \(name)")
                print("\(error)")
                print("")
                tally.failed += 1
                tally.malformed += 1
                continue
            }
            let selected = journeys.filter(selection.includes)
            tally.skipped += journeys.count - selected.count
            guard !selected.isEmpty else { continue }
            var results: [JourneyResult] = []
            for journey in selected {
                results.append(await runner.run(journey))
            }
            if record {
                try recordResults(results, of: file, name: name, tally: &tally)
            } else {
                report(results, tally: &tally)
            }
        }
        print("\(tally.passed) passed, \(tally.failed) failed" + (tally.skipped > 0 ? ", \(tally.skipped) skipped" : ""))
        if tally.malformed > 0 {
            throw ExitCode(2)
        }
        if tally.failed > 0 {
            throw ExitCode.failure
        }
    }

    private struct Tally {
        var passed = 0
        var failed = 0
        var skipped = 0
        var malformed = 0
    }

    private func report(_ results: [JourneyResult], tally: inout Tally) {
        for result in results {
            if result.passed {
                print("PASS \(result.name)")
                tally.passed += 1
            } else {
                print("FAIL \(result.name)")
                print(result.report)
                print("")
                tally.failed += 1
            }
        }
    }

    /// Writes the runs' output into the file where it differs; runs that cannot be recorded are reported.
    private func recordResults(_ results: [JourneyResult], of file: URL, name: String, tally: inout Tally) throws {
        let original = try String(contentsOf: file, encoding: .utf8)
        guard let recording = JourneyRecorder.record(original: original, results: results) else {
            report(results, tally: &tally)
            return
        }
        if recording.text != original {
            try recording.text.write(to: file, atomically: true, encoding: .utf8)
            print("RECORDED \(name)")
        } else {
            print("PASS \(name)")
        }
        recording.notes.forEach { print("  note: \($0)") }
        tally.passed += results.count
    }

    /// Prints `message` to stderr and returns the exit code for a failed run.
    private static func failure(_ message: String) -> ExitCode {
        try? FileHandle.standardError.write(contentsOf: Data("journey: \(message)\n".utf8))
        return ExitCode.failure
    }
}
