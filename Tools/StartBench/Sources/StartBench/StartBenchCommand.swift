import ArgumentParser
import Foundation
import StartBenchKit

/// `start-bench`: how long the app takes from exec to exit on a script that
/// only quits, next to a Foundation hello-world, and how many shared
/// libraries each loads.
@main
struct StartBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "start-bench",
        abstract: "Times the app's start against a Foundation hello-world.",
        discussion: """
            Runs each program --warm-up times untimed, then --runs times each, \
            alternating, timing exec to exit on the monotonic clock. Prints the \
            median and p90 of each, the app/hello ratio (goal: at most 2.00×) and \
            the number of shared libraries each loads (from LD_DEBUG=libs).
            """
    )

    @OptionGroup var options: BenchOptions

    func run() throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("start-bench-\(UUID().uuidString).txt")
        try Data("quit\n".utf8).write(to: script)
        defer { try? FileManager.default.removeItem(at: script) }

        let app = SpawnedProgram(path: try Self.executable(options.app), arguments: ["--in-memory", "--script", script.path])
        let hello = SpawnedProgram(path: try Self.executable(options.helloPath(benchFolder: Self.ownFolder())), arguments: [])
        let limit = options.runTimeLimit

        do {
            for _ in 0..<options.warmUp {
                _ = try app.timedRun(timeLimit: limit)
                _ = try hello.timedRun(timeLimit: limit)
            }
            var appTimes: [Double] = []
            var helloTimes: [Double] = []
            for _ in 0..<options.runs {
                appTimes.append(try app.timedRun(timeLimit: limit).milliseconds)
                helloTimes.append(try hello.timedRun(timeLimit: limit).milliseconds)
            }
            let appLibraries = try LibraryProbe.libraries(of: app, timeLimit: limit)
            let helloLibraries = try LibraryProbe.libraries(of: hello, timeLimit: limit)
            guard let appTiming = TimingSummary(milliseconds: appTimes),
                let helloTiming = TimingSummary(milliseconds: helloTimes)
            else { throw RunFailure(description: "no runs were timed") }

            print(
                BenchReport.render(
                    app: ProgramFigures(name: "app", timing: appTiming, libraryCount: appLibraries.count),
                    hello: ProgramFigures(name: "hello-foundation", timing: helloTiming, libraryCount: helloLibraries.count),
                    warmUpRuns: options.warmUp
                ))
            if options.listLibraries {
                for (name, libraries) in [("app", appLibraries), ("hello-foundation", helloLibraries)] {
                    print("\n\(name) loads:")
                    libraries.forEach { print("  \($0)") }
                }
            }
        } catch let failure as RunFailure {
            throw Self.failure(failure.description)
        }
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

    /// The folder this executable is in, where `hello-foundation` is built too.
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
