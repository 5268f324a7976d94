import Foundation
import Logging
import Networking
import NetworkingTesting
import TestSupport
import Testing

/// The level a request's final failure is logged at: being offline is expected (the screen
/// says it in words), a server answering wrongly is worth a warning, and a source may say
/// all its failures are expected.
@Suite("Remote failures in the log")
struct RemoteFailureLogLevelTests {
    private func finalFailure(in log: CapturedLog) -> CapturedLog.Entry? {
        log.entries.first { $0.message == "Remote request failed" }
    }

    @Test(
        "Given no server listening When a request fails for good Then its failure is logged at notice, below the default warning")
    func unreachableIsNotice() async throws {
        let server = TestServers.stoppedServer()
        let log = CapturedLog()
        let runner = RemoteRequestRunner(fetcher: TestServers.fetcher(server), retryPolicy: .never, logger: log.logger())

        await #expect(throws: RemoteFailure.unreachable) { try await runner.send(TestServers.get(TestServers.url(server))) }

        #expect(finalFailure(in: log)?.level == .notice)
    }

    @Test("Given a server answering 500 When a request fails for good Then its failure is logged as a warning")
    func serverErrorIsWarning() async throws {
        let server = TestServers.started([.text(status: 500)])
        let log = CapturedLog()
        let runner = RemoteRequestRunner(fetcher: TestServers.fetcher(server), retryPolicy: .never, logger: log.logger())

        await #expect(throws: RemoteFailure.self) { try await runner.send(TestServers.get(TestServers.url(server))) }

        #expect(finalFailure(in: log)?.level == .warning)
    }

    @Test("Given a source whose failures are all expected When a request fails with 500 Then it is logged at notice")
    func sourceChoosesItsLevel() async throws {
        let server = TestServers.started([.text(status: 500)])
        let log = CapturedLog()
        let runner = RemoteRequestRunner(
            fetcher: TestServers.fetcher(server), retryPolicy: .never, logger: log.logger(), finalFailureLevel: { _ in .notice })

        await #expect(throws: RemoteFailure.self) { try await runner.send(TestServers.get(TestServers.url(server))) }

        #expect(finalFailure(in: log)?.level == .notice)
    }

    @Test(
        "Given every kind of failure When its default level is asked Then only a server's wrong answers are warnings",
        arguments: [
            (RemoteFailure.unreachable, Logger.Level.notice), (.timedOut, .notice), (.cancelled, .notice),
            (.httpStatus(503), .warning), (.malformedResponse, .warning), (.tooLarge(limit: 10), .warning),
        ])
    func defaultLevels(failure: RemoteFailure, level: Logger.Level) {
        #expect(RemoteRequestRunner.expectedFailureLevel(failure) == level)
    }
}
