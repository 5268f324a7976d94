import Foundation
import JourneyKit
import Testing

/// The `journey` command itself, run as a process: its exit statuses and tag options.
@Suite("journey command")
struct JourneyCommandTests {
    /// The `journey` executable built beside this test bundle.
    static let command = AppLocator.app(named: "journey", environment: [:])

    /// Runs the command in `folder`; a sanitized build's options (its suppressions) are passed on.
    static func run(_ arguments: [String], in folder: TemporaryFolder) async throws -> AppProcessResult {
        var environment = ["PATH": "/usr/bin:/bin"]
        environment["TSAN_OPTIONS"] = ProcessInfo.processInfo.environment["TSAN_OPTIONS"]
        return try await AppProcessRunner(timeout: .seconds(120)).run(
            command, arguments: arguments, environment: environment, currentDirectory: folder.url)
    }

    @Test(
        "Given a malformed journey among passing ones When the command runs Then it says FILE:LINE: what is wrong and exits with status 2"
    )
    func malformedExitsTwo() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let app = try FakeApp.install(in: folder)
        _ = try folder.write("> say a\na\n", to: "j/good.journey")
        _ = try folder.write("# examples:\n# | a |\n# | 1\n> say a\n", to: "j/bad.journey")

        let result = try await Self.run(["--app", app.path, "j"], in: folder)

        #expect(result.termination == .exited(status: 2), "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("j/bad.journey:3: the examples table's row is not closed"))
        #expect(result.standardOutput.contains("PASS j/good.journey"))
    }

    @Test("Given a failing journey When the command runs Then it exits with status 1")
    func failureExitsOne() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let app = try FakeApp.install(in: folder)
        _ = try folder.write("> say a\nb\n", to: "j/bad.journey")

        let result = try await Self.run(["--app", app.path, "j"], in: folder)

        #expect(result.termination == .exited(status: 1))
        #expect(result.standardOutput.hasSuffix("0 passed, 1 failed\n"))
    }

    @Test(
        "Given tagged journeys When the command runs with --tag and --skip-tag Then only the chosen run and the rest count as skipped"
    )
    func tags() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let app = try FakeApp.install(in: folder)
        _ = try folder.write("# tags: smoke\n> say a\na\n", to: "j/a.journey")
        _ = try folder.write("# tags: smoke slow\n> say b\nb\n", to: "j/b.journey")
        _ = try folder.write("> say c\nc\n", to: "j/c.journey")

        let result = try await Self.run(["--app", app.path, "--tag", "smoke", "--skip-tag", "slow", "j"], in: folder)

        #expect(result.termination == .exited(status: 0))
        #expect(result.standardOutput == "PASS j/a.journey\n1 passed, 0 failed, 2 skipped\n")
    }

    @Test(
        "Given a corpus When the command runs with --jobs 2, --shard and --junit Then output stays in file order and the report lists the part's journeys"
    )
    func jobsShardsAndReports() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let app = try FakeApp.install(in: folder)
        for name in ["a", "b", "c", "d", "e"] {
            _ = try folder.write("> say \(name)\n\(name)\n", to: "j/\(name).journey")
        }

        let all = try await Self.run(["--app", app.path, "--jobs", "2", "--junit", "all.xml", "j"], in: folder)
        let part = try await Self.run(["--app", app.path, "--shard", "2/2", "--json", "part.jsonl", "j"], in: folder)

        #expect(
            all.standardOutput == ["a", "b", "c", "d", "e"].map { "PASS j/\($0).journey\n" }.joined() + "5 passed, 0 failed\n")
        let xml = try String(contentsOf: folder.url.appendingPathComponent("all.xml"), encoding: .utf8)
        #expect(xml.components(separatedBy: "<testcase ").count == 6)
        #expect(part.standardOutput == "PASS j/b.journey\nPASS j/d.journey\n2 passed, 0 failed\n")
        let json = try String(contentsOf: folder.url.appendingPathComponent("part.jsonl"), encoding: .utf8)
        #expect(json.split(separator: "\n").count == 2)
    }

    @Test(
        "Given a failing journey When the command runs with --minimize Then FILE.min.journey holds the commands that matter, and it says how many runs it took"
    )
    func minimizes() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let app = try FakeApp.install(in: folder)
        _ = try folder.write(
            "> say a\na\n> remember lamp\nremembered\n> say b\nb\n> recall\nnothing\n> say c\nc\n", to: "j/long.journey")

        let result = try await Self.run(["--app", app.path, "--minimize", "j/long.journey"], in: folder)

        let minimal = try String(contentsOf: folder.url.appendingPathComponent("j/long.min.journey"), encoding: .utf8)
        #expect(minimal == "> remember lamp\nremembered\n> recall\nnothing\n")
        #expect(
            result.standardOutput.hasPrefix(
                "MINIMIZED j/long.journey: 2 of 5 commands still fail at the output at j/long.journey:7, found in "))
    }
}
