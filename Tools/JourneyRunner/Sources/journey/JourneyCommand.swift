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

    @Option(help: "How many journeys run side by side (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "Run only part K of N of the journey files (K/N), for spreading a corpus over CI machines.")
    var shard: String?

    @Option(help: "Run each journey this many times, in a shuffled order, and fail those whose runs differ (flaky).")
    var `repeat`: Int = 1

    @Option(help: "The seed of --repeat's shuffled order (printed with each run that shuffles).")
    var seed: UInt64?

    @Flag(help: "Shrink each failing journey to the fewest commands that still fail at the same expectation: FILE.min.journey.")
    var minimize = false

    @Flag(help: "Measure which screens the journeys reach and which of their commands they type (reads app --describe).")
    var coverage = false

    @Option(name: .customLong("coverage-file"), help: "With --coverage, write the table as Markdown to this file.")
    var coverageFile: String?

    @Option(
        help:
            "Run the journeys' commands in these app languages (all, or codes such as es,ar) without matching their text, and report what looks like a translation mistake."
    )
    var languages: String?

    @Option(
        name: .customLong("strings-root"),
        help: "With --languages, the folder whose Resources/*Strings/*.json tables are read (default: here).")
    var stringsRoot = "."

    @Option(help: "Write a JUnit XML report to this file.")
    var junit: String?

    @Option(help: "Write the results as JSON lines to this file.")
    var json: String?

    @Argument(help: "Journey files, or folders searched for *.journey files.")
    var paths: [String]

    func validate() throws {
        guard !paths.isEmpty else {
            throw ValidationError("Name at least one journey file or folder, e.g. Tests/Journeys.")
        }
        guard timeout > 0 else {
            throw ValidationError("--timeout must be more than 0 seconds.")
        }
        guard jobs >= 1 else { throw ValidationError("--jobs takes 1 or more.") }
        guard self.repeat >= 1 else { throw ValidationError("--repeat takes 1 or more.") }
        if let shard, JourneyShard(shard) == nil {
            throw ValidationError("--shard takes K/N with 1 ≤ K ≤ N, such as 2/4; not \"\(shard)\".")
        }
        guard !(record && self.repeat > 1) else { throw ValidationError("--record and --repeat do not go together.") }
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

        let runner = JourneyRunner(
            app: appURL, timeout: .milliseconds(Int((timeout * 1000).rounded())), collectsCoverage: coverage)
        let description: AppDescription? = coverage ? try await AppDescription.of(app: appURL, runner: runner) : nil
        let selection = JourneySelection(tags: tags, skippedTags: skippedTags)
        var tally = Tally()
        let names = files.map { JourneyDiscovery.displayName(of: $0, relativeTo: currentDirectory) }
        let chosen = Set(shard.flatMap(JourneyShard.init).map { $0.names(of: names) } ?? names)
        var journeys: [JourneyFile] = []
        var fileOf: [Int] = []
        for (index, file) in files.enumerated() where chosen.contains(names[index]) {
            if file.deletingLastPathComponent().pathComponents.contains(JourneyDiscovery.partsFolderName) {
                print("SKIP \(names[index]): a part — it runs where a journey includes it (> include)")
                tally.skipped += 1
                continue
            }
            do {
                let loaded = try JourneyLoader.journeys(fileAt: file, name: names[index])
                let selected = loaded.filter(selection.includes)
                tally.skipped += loaded.count - selected.count
                journeys += selected
                fileOf += Array(repeating: index, count: selected.count)
            } catch {
                print("FAIL \(names[index])")
                print("\(error)")
                print("")
                tally.failed += 1
                tally.malformed += 1
            }
        }
        if let languages {
            try await sweep(
                journeys, languages: languages, runner: runner,
                root: URL(fileURLWithPath: stringsRoot, relativeTo: currentDirectory))
            return
        }
        if minimize {
            try await minimizeEach(journeys, files: fileOf.map { files[$0] }, runner: runner)
            return
        }
        let shuffleSeed = seed ?? UInt64.random(in: 1...UInt64(UInt32.max))
        if self.repeat > 1 { print("Running each journey \(self.repeat) times, shuffled with --seed \(shuffleSeed)") }
        var timed: [TimedJourneyResult] = []
        var flaky: Set<String> = []
        var pendingFile: (index: Int, results: [JourneyResult])?
        let run = CorpusRun(journeys: journeys, jobs: jobs, repetitions: self.repeat, seed: shuffleSeed)
        await run.run(with: runner) { index, runs in
            timed += runs
            let results = runs.map(\.result)
            if record {
                if let pending = pendingFile, pending.index != fileOf[index] {
                    recordResults(pending.results, of: files[pending.index], name: names[pending.index], tally: &tally)
                    pendingFile = nil
                }
                pendingFile = (fileOf[index], (pendingFile?.results ?? []) + results)
            } else if let difference = FlakinessCheck.difference(results) {
                print("FLAKY \(results[0].name) (\(results.filter(\.passed).count) of \(results.count) runs passed)")
                print(difference)
                print("")
                flaky.insert(results[0].name)
                tally.failed += 1
            } else {
                report(results[0], tally: &tally)
            }
        }
        if let pending = pendingFile {
            recordResults(pending.results, of: files[pending.index], name: names[pending.index], tally: &tally)
        }
        try writeReports(timed, flaky: flaky)
        if let description {
            let table = ScreenCoverage(
                description: description, lines: timed.flatMap { $0.result.sessions.flatMap(\.coverage) })
            print(table.markdown)
            if let coverageFile { try table.markdown.write(toFile: coverageFile, atomically: true, encoding: .utf8) }
        }
        print("\(tally.passed) passed, \(tally.failed) failed" + (tally.skipped > 0 ? ", \(tally.skipped) skipped" : ""))
        if tally.malformed > 0 {
            throw ExitCode(2)
        }
        if tally.failed > 0 {
            throw ExitCode.failure
        }
    }

    /// `--minimize`: each failing journey (the first failing row of a table) shrunk and written
    /// beside its file as FILE.min.journey.
    private func minimizeEach(_ journeys: [JourneyFile], files: [URL], runner: JourneyRunner) async throws {
        var written: Set<URL> = []
        var minimized = 0
        for (journey, file) in zip(journeys, files) where !written.contains(file) {
            let outcome = await JourneyMinimizer(runner: runner).minimize(journey)
            guard let minimal = outcome.journey, let signature = outcome.signature else {
                print("PASS \(journey.name): nothing to minimize (\(outcome.runs) run)")
                continue
            }
            let target = file.deletingPathExtension().appendingPathExtension("min.journey")
            try JourneyMinimizer.text(of: minimal).write(to: target, atomically: true, encoding: .utf8)
            written.insert(file)
            minimized += 1
            print(
                "MINIMIZED \(journey.name): \(minimal.blocks.count) of \(journey.blocks.count) commands still fail at \(signature), "
                    + "found in \(outcome.runs) runs → \(target.lastPathComponent)")
        }
        print("\(minimized) minimized")
    }

    /// `--languages`: each journey's commands in each language, its problems printed.
    private func sweep(_ journeys: [JourneyFile], languages: String, runner: JourneyRunner, root: URL) async throws {
        let tables = StringTables.read(under: root)
        let codes = languages == "all" ? tables.languages : languages.split(separator: ",").map(String.init)
        guard !codes.isEmpty else { throw Self.failure("no string tables under \(root.path): pass --strings-root DIR.") }
        let sweep = LanguageSweep(runner: runner, tables: tables)
        var found = 0
        for journey in journeys {
            for outcome in await sweep.sweep(journey, languages: codes, jobs: jobs) {
                guard !outcome.problems.isEmpty else { continue }
                found += outcome.problems.count
                print("FAIL \(journey.name) in \(outcome.language)")
                outcome.problems.forEach { print("  \($0)") }
            }
        }
        print("\(journeys.count) journeys in \(codes.filter { $0 != "en" }.count) languages: \(found) problems")
        if found > 0 { throw ExitCode.failure }
    }

    /// The `--junit` and `--json` files, when asked for.
    private func writeReports(_ timed: [TimedJourneyResult], flaky: Set<String>) throws {
        if let junit {
            try JUnitReport.xml(timed).write(toFile: junit, atomically: true, encoding: .utf8)
        }
        if let json {
            try JSONLinesReport.text(timed, flaky: flaky).write(toFile: json, atomically: true, encoding: .utf8)
        }
    }

    private struct Tally {
        var passed = 0
        var failed = 0
        var skipped = 0
        var malformed = 0
    }

    private func report(_ result: JourneyResult, tally: inout Tally) {
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

    /// Writes the runs' output into the file where it differs; runs that cannot be recorded are reported.
    private func recordResults(_ results: [JourneyResult], of file: URL, name: String, tally: inout Tally) {
        guard let original = try? String(contentsOf: file, encoding: .utf8),
            let recording = JourneyRecorder.record(original: original, results: results)
        else {
            results.forEach { report($0, tally: &tally) }
            return
        }
        if recording.text != original {
            do {
                try recording.text.write(to: file, atomically: true, encoding: .utf8)
            } catch {
                print("FAIL \(name): cannot be written: \(error.localizedDescription)")
                tally.failed += results.count
                return
            }
            print("RECORDED \(name)")
        } else {
            print("PASS \(name)")
        }
        recording.notes.forEach { print("  note: \($0)") }
        // Record mode writes output, not what the app sent: those checks still fail the run.
        for result in results {
            let failing = result.sessions.filter { !$0.requests.passed || !$0.missingEvents.isEmpty }
            guard !failing.isEmpty else {
                tally.passed += 1
                continue
            }
            print("FAIL \(result.name): its < or % lines, which record mode does not write")
            for session in failing {
                if !session.requests.passed { print(JourneyDiff.requestsReport(journey: result.name, session: session)) }
                if !session.missingEvents.isEmpty { print(JourneyDiff.eventsReport(journey: result.name, session: session)) }
            }
            tally.failed += 1
        }
    }

    /// Prints `message` to stderr and returns the exit code for a failed run.
    private static func failure(_ message: String) -> ExitCode {
        try? FileHandle.standardError.write(contentsOf: Data("journey: \(message)\n".utf8))
        return ExitCode.failure
    }
}
