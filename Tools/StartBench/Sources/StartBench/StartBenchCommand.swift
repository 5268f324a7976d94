import ArgumentParser
import Foundation
import StartBenchKit

/// `start-bench`: how long the app takes from exec to exit on a script that
/// only quits, next to a Foundation hello-world and the same hello-world
/// reading the app's settings, and how many shared libraries each loads.
@main
struct StartBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "start-bench",
        abstract: "Times the app's start against a Foundation hello-world, with and without reading the settings.",
        discussion: """
            Runs each program --warm-up times untimed, then --runs times each, \
            alternating, timing exec to exit on the monotonic clock. Prints the \
            median and p90 of each, the app/hello ratio (goal: at most 2.00×), \
            the number of shared libraries each loads (from LD_DEBUG=libs) and \
            settings reading's share: hello-settings minus hello-foundation, and \
            that as a share of the app's start above hello-foundation.
            """
    )

    @OptionGroup var options: BenchOptions

    func run() throws {
        let files = try BenchFiles()
        defer { files.remove() }

        let benchFolder = Self.ownFolder()
        let programs: [(name: String, program: SpawnedProgram)] = [
            ("app", try Self.program(options.app, arguments: ["--in-memory", "--script", files.script.path])),
            ("hello-foundation", try Self.program(options.helloPath(benchFolder: benchFolder))),
            (
                "hello-settings",
                try Self.program(options.helloSettingsPath(benchFolder: benchFolder), arguments: [files.settingsConfig.path])
            ),
        ]
        let limit = options.runTimeLimit

        do {
            let times = try AlternatingRuns.times(of: programs.map(\.program), warmUp: options.warmUp, runs: options.runs) {
                try $0.timedRun(timeLimit: limit).milliseconds
            }
            let libraries = try programs.map { try LibraryProbe.libraries(of: $0.program, timeLimit: limit) }
            let figures = try programs.indices.map { index in
                guard let timing = TimingSummary(milliseconds: times[index]) else {
                    throw RunFailure(description: "no runs were timed")
                }
                return ProgramFigures(name: programs[index].name, timing: timing, libraryCount: libraries[index].count)
            }

            print(BenchReport.render(app: figures[0], hello: figures[1], helloSettings: figures[2], warmUpRuns: options.warmUp))
            if options.listLibraries {
                for (program, paths) in zip(programs, libraries) {
                    print("\n\(program.name) loads:")
                    paths.forEach { print("  \($0)") }
                }
            }
        } catch let failure as RunFailure {
            throw Self.failure(failure.description)
        }
    }

    /// The executable at `path`, run with `arguments`.
    private static func program(_ path: String, arguments: [String] = []) throws -> SpawnedProgram {
        SpawnedProgram(path: try executable(path), arguments: arguments)
    }

    /// `path` made absolute, when it names an executable file.
    private static func executable(_ path: String) throws -> String {
        let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        let absolute = url.standardizedFileURL.path
        guard FileManager.default.isExecutableFile(atPath: absolute) else {
            throw failure("no executable at \(absolute); build it first (see Tools/StartBench/README.md) or pass its path")
        }
        return absolute
    }

    /// The folder this executable is in, where `hello-foundation` and `hello-settings` are built too.
    private static func ownFolder() -> String {
        let me =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments.first ?? "."
        return URL(fileURLWithPath: me).deletingLastPathComponent().path
    }

    private static func failure(_ message: String) -> ExitCode {
        try? FileHandle.standardError.write(contentsOf: Data("start-bench: \(message)\n".utf8))
        return ExitCode.failure
    }
}
