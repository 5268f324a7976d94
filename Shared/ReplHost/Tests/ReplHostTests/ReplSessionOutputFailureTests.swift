import ReplHost
import ReplKit
import SystemKit
import Testing

/// An output that takes `capacity` lines, then fails the way standard output can.
@MainActor
final class FailingOutput: ReplOutput {
    private(set) var lines: [String] = []
    private let capacity: Int
    private let failureToReport: OutputFailure
    private(set) var failure: OutputFailure?

    init(capacity: Int, failing failure: OutputFailure) {
        self.capacity = capacity
        self.failureToReport = failure
    }

    func write(_ line: String, style: TextStyle) {
        guard failure == nil else { return }
        guard lines.count < capacity else {
            failure = failureToReport
            return
        }
        lines.append(line)
    }
}

@MainActor
@Suite("Given a REPL session whose output stops taking lines")
struct ReplSessionOutputFailureTests {
    let app = SessionHarness()

    private func run(_ lines: [String], output: FailingOutput, strict: Bool = false) async -> ReplSessionEnd {
        let session = ReplSession(
            navigator: app.navigator, source: ScriptedLineSource(lines: lines), output: output, currentLanguage: app.language,
            options: ReplSessionOptions(strict: strict)
        )
        return await session.run()
    }

    @Test("When the reader closes the pipe Then the session ends there, saying why, and runs no further command")
    func readerClosed() async {
        let output = FailingOutput(capacity: 1, failing: .readerClosed)

        let end = await run(["hello", "hello", "search later", "search never"], output: output)

        #expect(end == .outputFailed(.readerClosed))
        #expect(output.lines == ["hi"])
        #expect(app.searches.isEmpty)
    }

    @Test("When the disk is full under strict Then the session ends with the output failure, not a command failure")
    func noSpaceUnderStrict() async {
        let output = FailingOutput(capacity: 0, failing: .noSpace)

        let end = await run(["fail", "search never"], output: output, strict: true)

        #expect(end == .outputFailed(.noSpace))
        #expect(app.searches.isEmpty)
    }

    @Test("When every line is written Then the session finishes as usual")
    func nothingFails() async {
        let output = FailingOutput(capacity: 10, failing: .noSpace)

        #expect(await run(["hello"], output: output) == .finished)
    }
}
