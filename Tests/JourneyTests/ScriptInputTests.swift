import Foundation
import JourneyKit
import Testing

/// The app fed input no journey file can hold: a megabyte-long line, bytes
/// that are not UTF-8, control characters, and `--strict` ending a script.
@Suite("Script input the app must survive")
struct ScriptInputTests {
    private let app = AppLocator.app()

    /// Runs the app on a script file holding `bytes`, with `extraArguments`.
    private func run(scriptBytes bytes: [UInt8], extraArguments: [String] = []) async throws -> AppProcessResult {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("script-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let script = work.appendingPathComponent("script.txt")
        try Data(bytes).write(to: script)
        let runner = JourneyRunner(app: app)
        var arguments = runner.arguments(dataDirectory: work.appendingPathComponent("data"))
        if let index = arguments.firstIndex(of: "-") { arguments[index] = script.path }
        return try await runner.processRunner.run(
            app, arguments: arguments + extraArguments,
            environment: runner.environment(workDirectory: work), currentDirectory: work
        )
    }

    private func lines(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    @Test(
        "Given a script with a megabyte-long line, invalid UTF-8 and an escape sequence When it runs Then each gets a message and the session goes on"
    )
    func hostileLines() async throws {
        var bytes = Array("languages\n".utf8)
        bytes += [UInt8](repeating: UInt8(ascii: "a"), count: 1_048_576) + [UInt8(ascii: "\n")]
        bytes += [0x63, 0x68, 0x6F, 0xFF, 0xFE, 0x0A]
        bytes += Array("search \u{1B}[31mred\n".utf8)
        bytes += Array("where\n".utf8)

        let result = try await run(scriptBytes: bytes)

        #expect(result.succeeded, "\(result.summary)\n\(result.standardError)")
        let output = lines(result.standardOutput)
        #expect(output.contains("that line is too long (at most 4096 bytes) — type a shorter command"))
        #expect(output.contains("that line is not valid UTF-8 text — type it again"))
        #expect(output.contains("that line contains control characters — type plain text"))
        #expect(output.contains("Home › Language settings"))
        #expect(result.standardOutput.utf8.count < 10_000)
    }

    @Test(
        "Given --strict and a script whose third command is unknown When it runs Then it stops there with status 1, naming line 3"
    )
    func strictStopsAtFirstFailure() async throws {
        let result = try await run(scriptBytes: Array("languages\nchoose\nopn\nwhere\n".utf8), extraArguments: ["--strict"])

        #expect(result.termination == .exited(status: 1))
        #expect(result.standardError.contains("stopped at line 3: unknown command \"opn\""))
        #expect(!result.standardOutput.contains("> where"))
    }

    @Test("Given no --strict and the same script When it runs Then it reaches the end with status 0")
    func lenientRunsToTheEnd() async throws {
        let result = try await run(scriptBytes: Array("languages\nchoose\nopn\nwhere\n".utf8))

        #expect(result.succeeded)
        #expect(result.standardOutput.contains("> where"))
    }

    @Test("Given a script path that does not exist When the app starts Then it says so on stderr and exits 66")
    func missingScript() async throws {
        let runner = JourneyRunner(app: app)
        let result = try await runner.processRunner.run(
            app, arguments: ["--in-memory", "--script", "/nonexistent/script.txt"],
            environment: runner.environment(workDirectory: FileManager.default.temporaryDirectory)
        )

        #expect(result.termination == .exited(status: 66))
        #expect(result.standardError.contains("/nonexistent/script.txt"))
        #expect(result.standardOutput.isEmpty)
    }
}
