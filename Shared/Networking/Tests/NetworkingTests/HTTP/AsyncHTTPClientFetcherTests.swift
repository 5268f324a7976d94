import Foundation
import Networking
import Testing
import TestSupport

/// `AsyncHTTPClientFetcher` against a real HTTP server on loopback.
@Suite("AsyncHTTPClientFetcher")
struct AsyncHTTPClientFetcherTests {
    private let fetcher = AsyncHTTPClientFetcher(timeout: .seconds(10))

    @Test("Given a server answering 200 with JSON When a request is fetched Then status, header fields and body come back")
    func fetchesResponse() async throws {
        let server = try TestServers.started([.json(#"{"ok":true}"#)])

        let response = try await fetcher.fetch(TestServers.get(try TestServers.url(server)))

        #expect(response.status == 200)
        #expect(response.headers["content-type"] == "application/json")
        #expect(String(decoding: response.body, as: UTF8.self) == #"{"ok":true}"#)
    }

    @Test("Given a POST with header fields and a body When it is fetched Then the server receives all of them")
    func sendsMethodHeadersAndBody() async throws {
        let server = try TestServers.started([.text(status: 204)])
        let request = HTTPRequest(
            method: .post, url: try TestServers.url(server, path: "views"),
            headers: ["Content-Type": "application/vnd.api+json", "X-Trace": "abc"], body: Data(#"{"a":1}"#.utf8)
        )

        _ = try await fetcher.fetch(request)

        let received = try #require(server.receivedRequests.first)
        #expect(received.method == "POST")
        #expect(received.path == "/views")
        #expect(received.header("content-type") == "application/vnd.api+json")
        #expect(received.header("x-trace") == "abc")
        #expect(received.body == Data(#"{"a":1}"#.utf8))
    }

    @Test("Given a server answering 404 When a request is fetched Then the 404 comes back as a response, not a failure")
    func errorStatusIsAResponse() async throws {
        let server = try TestServers.started([.text("no such page", status: 404)])

        let response = try await fetcher.fetch(TestServers.get(try TestServers.url(server)))

        #expect(response.status == 404)
        #expect(String(decoding: response.body, as: UTF8.self) == "no such page")
    }

    @Test("Given a server slower than a 0.3 s timeout When a request is fetched Then it fails as timed out, not before 0.3 s")
    func timesOutBeforeTheHead() async throws {
        let server = try TestServers.started([.json("{}", delay: .seconds(30))])
        let fetcher = AsyncHTTPClientFetcher(timeout: .milliseconds(300))
        let start = ContinuousClock.now

        await #expect(throws: RemoteFailure.timedOut) {
            try await fetcher.fetch(TestServers.get(try TestServers.url(server)))
        }
        let elapsed = ContinuousClock.now - start
        // Not before the timeout; an upper bound is left out, as a loaded machine can break it
        // (the server's 30 s answer would not throw, so a timeout that never fires still fails).
        #expect(elapsed >= .milliseconds(280))
    }

    @Test("Given a server that sends its head at once and its body slowly When the body outlasts the timeout Then it fails as timed out")
    func timeoutCoversTheBody() async throws {
        let slowBody = LoopbackHTTPResponse(
            headers: ["Content-Type": "application/json"], body: Data(String(repeating: " ", count: 200).utf8),
            framing: .chunked(pieceSize: 10, pause: .seconds(1))
        )
        let server = try TestServers.started([slowBody])
        let fetcher = AsyncHTTPClientFetcher(timeout: .milliseconds(500))

        await #expect(throws: RemoteFailure.timedOut) {
            try await fetcher.fetch(TestServers.get(try TestServers.url(server)))
        }
    }

    @Test("Given no server listening at the URL When a request is fetched Then it fails as unreachable")
    func refusedConnectionIsUnreachable() async throws {
        let url = try TestServers.closedPortURL()

        await #expect(throws: RemoteFailure.unreachable) {
            try await fetcher.fetch(TestServers.get(url))
        }
    }

    @Test("Given a body whose Content-Length is over the limit When a request is fetched Then it fails as too large, naming the limit")
    func refusesDeclaredLengthOverLimit() async throws {
        let server = try TestServers.started([.json(String(repeating: " ", count: 2048))])
        let fetcher = AsyncHTTPClientFetcher(timeout: .seconds(10), maxBodyBytes: 1024)

        await #expect(throws: RemoteFailure.tooLarge(limit: 1024)) {
            try await fetcher.fetch(TestServers.get(try TestServers.url(server)))
        }
    }

    @Test("Given a chunked body without Content-Length over the limit When a request is fetched Then it fails as too large")
    func refusesStreamedBodyOverLimit() async throws {
        let chunked = LoopbackHTTPResponse(
            body: Data(String(repeating: "x", count: 4096).utf8), framing: .chunked(pieceSize: 512)
        )
        let server = try TestServers.started([chunked])
        let fetcher = AsyncHTTPClientFetcher(timeout: .seconds(10), maxBodyBytes: 1024)

        await #expect(throws: RemoteFailure.tooLarge(limit: 1024)) {
            try await fetcher.fetch(TestServers.get(try TestServers.url(server)))
        }
    }

    @Test("Given a body of exactly the limit When a request is fetched Then it is accepted")
    func acceptsBodyAtLimit() async throws {
        let chunked = LoopbackHTTPResponse(
            body: Data(String(repeating: "x", count: 1024).utf8), framing: .chunked(pieceSize: 100)
        )
        let server = try TestServers.started([chunked])
        let fetcher = AsyncHTTPClientFetcher(timeout: .seconds(10), maxBodyBytes: 1024)

        let response = try await fetcher.fetch(TestServers.get(try TestServers.url(server)))

        #expect(response.body.count == 1024)
    }

    @Test("Given a gzip-encoded body When a request is fetched Then the body comes back decompressed")
    func decompressesGzip() async throws {
        let gzipped = LoopbackHTTPResponse(
            headers: ["Content-Type": "application/json", "Content-Encoding": "gzip"], body: CompressedBodies.greeting
        )
        let server = try TestServers.started([gzipped])

        let response = try await fetcher.fetch(TestServers.get(try TestServers.url(server)))

        #expect(String(decoding: response.body, as: UTF8.self) == CompressedBodies.greetingText)
        #expect(server.receivedRequests.first?.header("accept-encoding")?.contains("gzip") == true)
    }

    @Test("Given a small gzip body that inflates past the limit When a request is fetched Then it fails as too large")
    func boundsDecompressedBytes() async throws {
        let bomb = LoopbackHTTPResponse(headers: ["Content-Encoding": "gzip"], body: CompressedBodies.inflatesTo65550Bytes)
        let server = try TestServers.started([bomb])
        let fetcher = AsyncHTTPClientFetcher(timeout: .seconds(10), maxBodyBytes: 4096)

        await #expect(throws: RemoteFailure.tooLarge(limit: 4096)) {
            try await fetcher.fetch(TestServers.get(try TestServers.url(server)))
        }
    }

    @Test("Given a request waiting for a slow server When its task is cancelled Then it fails as cancelled long before the answer")
    func cancellationStopsTheRequest() async throws {
        let server = try TestServers.started([.json("{}", delay: .seconds(30))])
        let request = TestServers.get(try TestServers.url(server))
        let fetcher = fetcher
        let fetch = Task { try await fetcher.fetch(request) }
        try await ConditionWait.until("the server") { server.receivedRequests.count == 1 }

        fetch.cancel()

        await #expect(throws: RemoteFailure.cancelled) {
            try await fetch.value
        }
    }
}
