import Foundation
import Networking
import NetworkingTesting
import TestSupport
import Testing

/// `TransportFetcher`'s own rules — the whole-request timeout, the body limit, cancellation
/// and failure mapping — over the in-process transport, with the hostile shapes a server
/// can send: slow drips, bodies that never end, gzip bombs, bodies cut short.
@Suite("TransportFetcher")
struct TransportFetcherTests {
    @Test("Given a server answering 200 with JSON When a request is fetched Then status, header fields and body come back")
    func fetchesResponse() async throws {
        let server = TestServers.started([.json(#"{"ok":true}"#)])

        let response = try await TestServers.fetcher(server).fetch(TestServers.get(TestServers.url(server)))

        #expect(response.status == 200)
        #expect(response.headers["content-type"] == "application/json")
        #expect(String(decoding: response.body, as: UTF8.self) == #"{"ok":true}"#)
        #expect(server.receivedRequests.first?.header("accept") == "application/json")
    }

    @Test("Given a server answering 404 When a request is fetched Then the 404 comes back as a response, not a failure")
    func errorStatusIsAResponse() async throws {
        let server = TestServers.started([.text("no such page", status: 404)])

        let response = try await TestServers.fetcher(server).fetch(TestServers.get(TestServers.url(server)))

        #expect(response.status == 404)
    }

    @Test("Given a server that never answers When the timeout passes Then it fails as timed out")
    func timesOutBeforeTheHead() async throws {
        let server = TestServers.started([.json("{}", delay: .seconds(3600))])

        await #expect(throws: RemoteFailure.timedOut) {
            try await TestServers.fetcher(server, timeout: .milliseconds(200)).fetch(TestServers.get(TestServers.url(server)))
        }
    }

    @Test(
        "Given a body that drips a piece an hour When the timeout passes mid-body Then it fails as timed out and the answer is cut short"
    )
    func timeoutCoversTheBody() async throws {
        let drip = LoopbackHTTPResponse(
            body: Data(String(repeating: " ", count: 200).utf8), framing: .chunked(pieceSize: 10, pause: .seconds(3600)))
        let server = TestServers.started([drip])

        await #expect(throws: RemoteFailure.timedOut) {
            try await TestServers.fetcher(server, timeout: .milliseconds(200)).fetch(TestServers.get(TestServers.url(server)))
        }
        #expect(server.responsesCutShort == 1)
    }

    @Test("Given a Content-Length over the limit When a request is fetched Then it fails as too large, naming the limit")
    func refusesDeclaredLengthOverLimit() async throws {
        let server = TestServers.started([.json(String(repeating: " ", count: 2048))])

        await #expect(throws: RemoteFailure.tooLarge(limit: 1024)) {
            try await TestServers.fetcher(server, maxBodyBytes: 1024).fetch(TestServers.get(TestServers.url(server)))
        }
    }

    @Test("Given a chunked body of exactly the limit When a request is fetched Then it is accepted")
    func acceptsBodyAtLimit() async throws {
        let chunked = LoopbackHTTPResponse(body: Data(repeating: 0x78, count: 1024), framing: .chunked(pieceSize: 100))
        let server = TestServers.started([chunked])

        let response = try await TestServers.fetcher(server, maxBodyBytes: 1024).fetch(TestServers.get(TestServers.url(server)))

        #expect(response.body.count == 1024)
    }

    @Test(
        "Given a body that never ends When a request is fetched Then it fails as too large at the limit and the server sees the client go"
    )
    func endlessBodyStopsAtTheLimit() async throws {
        let endless = LoopbackHTTPResponse(body: Data(repeating: 0x78, count: 8192), framing: .endless)
        let server = TestServers.started([endless])

        await #expect(throws: RemoteFailure.tooLarge(limit: 64 * 1024)) {
            try await TestServers.fetcher(server, maxBodyBytes: 64 * 1024).fetch(TestServers.get(TestServers.url(server)))
        }
        #expect(server.responsesCutShort == 1)
    }

    @Test("Given a gzip bomb of a few kilobytes When a request is fetched Then it fails as too large instead of inflating 8 MiB")
    func gzipBombIsTooLarge() async throws {
        let bomb = LoopbackHTTPResponse(
            headers: ["Content-Encoding": "gzip"], body: LoopbackGzip.bomb(inflatingTo: 8 * 1024 * 1024))
        let server = TestServers.started([bomb])

        await #expect(throws: RemoteFailure.tooLarge(limit: 64 * 1024)) {
            try await TestServers.fetcher(server, maxBodyBytes: 64 * 1024).fetch(TestServers.get(TestServers.url(server)))
        }
    }

    @Test("Given a gzip body within the limit When a request is fetched Then it comes back inflated")
    func gzipBodyIsInflated() async throws {
        let text = #"{"greeting":"hello"}"#
        let server = TestServers.started([
            LoopbackHTTPResponse(headers: ["Content-Encoding": "gzip"], body: LoopbackGzip.encoded(Data(text.utf8)))
        ])

        let response = try await TestServers.fetcher(server).fetch(TestServers.get(TestServers.url(server)))

        #expect(String(decoding: response.body, as: UTF8.self) == text)
    }

    @Test(
        "Given a connection that drops halfway through the body When a request is fetched Then it fails instead of passing half a body as whole"
    )
    func cutBodyFails() async throws {
        let cut = LoopbackHTTPResponse(
            body: Data(#"{"results":[{"name":"Ana"},{"name":"#.utf8), framing: .cutShort(afterBytes: 20))
        let server = TestServers.started([cut])

        await #expect(throws: RemoteFailure.unreachable) {
            try await TestServers.fetcher(server).fetch(TestServers.get(TestServers.url(server)))
        }
    }

    @Test("Given a stopped server When a request is fetched Then it fails as unreachable")
    func stoppedServerIsUnreachable() async throws {
        let server = TestServers.stoppedServer()

        await #expect(throws: RemoteFailure.unreachable) {
            try await TestServers.fetcher(server).fetch(TestServers.get(TestServers.url(server)))
        }
    }

    @Test("Given a request waiting on a server that never answers When its task is cancelled Then it fails as cancelled")
    func cancellationStopsTheRequest() async throws {
        let server = TestServers.started([.json("{}", delay: .seconds(3600))])
        let fetcher = TestServers.fetcher(server, timeout: .seconds(3600))
        let request = TestServers.get(TestServers.url(server))
        let fetch = Task { try await fetcher.fetch(request) }
        try await ConditionWait.until("the server") { server.receivedRequests.count == 1 }

        fetch.cancel()

        await #expect(throws: RemoteFailure.cancelled) {
            try await fetch.value
        }
    }

    @Test("Given a host with no live transport When a request is fetched Then it fails at once as unreachable")
    func unavailableTransportIsUnreachable() async throws {
        let fetcher = TransportFetcher(transport: UnavailableHTTPTransport(), timeout: .seconds(3600))

        await #expect(throws: RemoteFailure.unreachable) {
            try await fetcher.fetch(HTTPRequest(url: TestServers.url(TestServers.started([]))))
        }
    }
}
