import Foundation
import Networking
import NetworkingTesting
import TestSupport
import Testing

/// `RemoteRequestRunner` with `TransportFetcher` against an in-process server;
/// waits between attempts are recorded, not slept.
@Suite("RemoteRequestRunner")
struct RemoteRequestRunnerTests {
    private let waits = RecordedWaits()

    @Test("Given a server answering 200 When a request is sent Then the response comes back after one attempt")
    func success() async throws {
        let server = TestServers.started([.json(#"{"ok":true}"#)])

        let response = try await runner(server).send(TestServers.get(TestServers.url(server)))

        #expect(String(decoding: response.body, as: UTF8.self) == #"{"ok":true}"#)
        #expect(server.receivedRequests.count == 1)
        #expect(waits.all.isEmpty)
    }

    @Test("Given a server answering 404 When a request is sent Then it fails with 404 without trying again")
    func notFoundIsNotRetried() async throws {
        let server = TestServers.started([.text(status: 404)])

        await #expect(throws: RemoteFailure.httpStatus(404)) {
            try await runner(server).send(TestServers.get(TestServers.url(server)))
        }
        #expect(server.receivedRequests.count == 1)
    }

    @Test("Given a server answering 401 When a request is sent Then it fails with 401 without trying again")
    func unauthorizedIsNotRetried() async throws {
        let server = TestServers.started([.text(status: 401)])

        await #expect(throws: RemoteFailure.httpStatus(401)) {
            try await runner(server).send(TestServers.get(TestServers.url(server)))
        }
        #expect(server.receivedRequests.count == 1)
    }

    @Test("Given a server answering 500 then 200 When a request is sent Then the second attempt succeeds after the base delay")
    func serverErrorIsRetried() async throws {
        let server = TestServers.started([.text(status: 500), .json("{}")])

        let response = try await runner(server).send(TestServers.get(TestServers.url(server)))

        #expect(response.status == 200)
        #expect(server.receivedRequests.count == 2)
        #expect(waits.all == [.milliseconds(500)])
    }

    @Test(
        "Given a server that always answers 503 When a request is sent Then it is tried 3 times with doubling waits and fails with 503"
    )
    func retriesUntilAttemptsRunOut() async throws {
        let server = TestServers.started([.text(status: 503)])

        await #expect(throws: RemoteFailure.httpStatus(503)) {
            try await runner(server).send(TestServers.get(TestServers.url(server)))
        }
        #expect(server.receivedRequests.count == 3)
        #expect(waits.all == [.milliseconds(500), .seconds(1)])
    }

    @Test(
        "Given a server answering 429 with Retry-After: 3 then 200 When a request is sent Then it waits 3 s before the second attempt"
    )
    func honoursRetryAfterSeconds() async throws {
        let tooMany = LoopbackHTTPResponse(status: 429, headers: ["Retry-After": "3"])
        let server = TestServers.started([tooMany, .json("{}")])

        let response = try await runner(server).send(TestServers.get(TestServers.url(server)))

        #expect(response.status == 200)
        #expect(waits.all == [.seconds(3)])
    }

    @Test("Given a server answering 503 with a Retry-After date 5 s ahead When a request is sent Then it waits 5 s")
    func honoursRetryAfterDate() async throws {
        let now = Date(timeIntervalSince1970: 1_784_000_000)
        let unavailable = LoopbackHTTPResponse(status: 503, headers: ["Retry-After": Self.httpDate(now.addingTimeInterval(5))])
        let server = TestServers.started([unavailable, .json("{}")])
        let runner = RemoteRequestRunner(
            fetcher: TestServers.fetcher(server), retryPolicy: waits.policy(),
            logger: CapturedLog.quiet, now: { now }
        )

        _ = try await runner.send(TestServers.get(TestServers.url(server)))

        #expect(waits.all == [.seconds(5)])
    }

    @Test(
        "Given a server answering 429 with a Retry-After longer than the cap When a request is sent Then it fails at once with that wait"
    )
    func retryAfterBeyondCapIsNotWaited() async throws {
        let tooMany = LoopbackHTTPResponse(status: 429, headers: ["Retry-After": "3600"])
        let server = TestServers.started([tooMany, .json("{}")])

        await #expect(throws: RemoteFailure.httpStatus(429, retryAfter: .seconds(3600))) {
            try await runner(server).send(TestServers.get(TestServers.url(server)))
        }
        #expect(server.receivedRequests.count == 1)
        #expect(waits.all.isEmpty)
    }

    @Test(
        "Given a server slower than the timeout When a request is sent with 2 attempts Then both time out and it fails as timed out"
    )
    func timeoutIsRetriedThenFails() async throws {
        let server = TestServers.started([.json("{}", delay: .seconds(3600))])
        let runner = runner(server, timeout: .milliseconds(300), maxAttempts: 2)

        await #expect(throws: RemoteFailure.timedOut) {
            try await runner.send(TestServers.get(TestServers.url(server)))
        }
        try await ConditionWait.until("the server") { server.receivedRequests.count == 2 }
    }

    @Test("Given no server listening When a request is sent Then it is tried 3 times and fails as unreachable")
    func refusedConnectionIsRetriedThenUnreachable() async throws {
        let server = TestServers.stoppedServer()

        await #expect(throws: RemoteFailure.unreachable) {
            try await runner(server).send(TestServers.get(TestServers.url(server)))
        }
        #expect(waits.all.count == 2)
    }

    @Test("Given a body over the limit When a request is sent Then it fails as too large without trying again")
    func tooLargeIsNotRetried() async throws {
        let server = TestServers.started([.json(String(repeating: " ", count: 2048))])

        await #expect(throws: RemoteFailure.tooLarge(limit: 1024)) {
            try await runner(server, maxBodyBytes: 1024).send(TestServers.get(TestServers.url(server)))
        }
        #expect(server.receivedRequests.count == 1)
    }

    @Test("Given a 200 whose body is not JSON When it is decoded Then it fails as malformed without trying again")
    func badJSONIsMalformed() async throws {
        let server = TestServers.started([.json("<html>moved</html>")])

        await #expect(throws: RemoteFailure.malformedResponse) {
            try await runner(server).send(TestServers.get(TestServers.url(server))) { response throws(RemoteFailure) in
                do {
                    return try JSONDecoder().decode([String: Int].self, from: response.body)
                } catch {
                    throw .malformedResponse
                }
            }
        }
        #expect(server.receivedRequests.count == 1)
    }

    @Test("Given a request whose URL carries a token When it is retried Then the log names the URL with the token hidden")
    func logsRedactedURL() async throws {
        let server = TestServers.started([.text(status: 503), .json("{}")])
        let log = CapturedLog()
        let runner = RemoteRequestRunner(
            fetcher: TestServers.fetcher(server), retryPolicy: waits.policy(), logger: log.logger()
        )
        let url = try #require(URL(string: TestServers.url(server).absoluteString + "?page=2&access_token=s3cr3t"))

        _ = try await runner.send(TestServers.get(url))

        let retry = try #require(log.entries.first { $0.message == "Remote request failed; trying again" })
        #expect(retry.metadata["url"]?.hasSuffix("?page=2&access_token=redacted") == true)
        #expect(log.entries.allSatisfy { !$0.metadata.values.contains { $0.contains("s3cr3t") } })
    }

    @Test("Given a request waiting to try again When its task is cancelled Then it fails as cancelled without another attempt")
    func cancelledWhileWaiting() async throws {
        let server = TestServers.started([.text(status: 503)])
        let request = TestServers.get(TestServers.url(server))
        let runner = RemoteRequestRunner(
            fetcher: TestServers.fetcher(server), retryPolicy: RetryPolicy(baseDelay: .seconds(60)),
            logger: CapturedLog.quiet
        )
        let send = Task { try await runner.send(request) }
        try await ConditionWait.until("the server") { server.receivedRequests.count == 1 }

        send.cancel()

        await #expect(throws: RemoteFailure.cancelled) {
            try await send.value
        }
        #expect(server.receivedRequests.count == 1)
    }
}

extension RemoteRequestRunnerTests {
    /// A runner fetching through `server`, with the default policy's waits recorded.
    fileprivate func runner(
        _ server: InProcessHTTPServer, timeout: Duration = .seconds(10), maxAttempts: Int = 3,
        maxBodyBytes: Int = TransportFetcher.defaultMaxBodyBytes
    ) -> RemoteRequestRunner {
        RemoteRequestRunner(
            fetcher: TestServers.fetcher(server, timeout: timeout, maxBodyBytes: maxBodyBytes),
            retryPolicy: waits.policy(maxAttempts: maxAttempts), logger: CapturedLog.quiet
        )
    }

    /// `date` as an HTTP date, such as `Tue, 14 Jul 2026 03:33:20 GMT`.
    fileprivate static func httpDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }
}
