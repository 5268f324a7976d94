import Foundation
import HTTPClientTransport
import Networking
import TestSupport
import Testing

/// The live transport, through `TransportFetcher` as the app uses it, against a real HTTP server on loopback.
@Suite("AsyncHTTPClientTransport")
struct AsyncHTTPClientTransportTests {
    private let fetcher = TransportFetcher.live(timeout: .seconds(120))

    @Test(
        "Given a server answering 200 with JSON When a request is fetched through the live transport Then status, header fields and body come back"
    )
    func fetchesResponse() async throws {
        let server = try LoopbackServers.started([.json(#"{"ok":true}"#)])

        let response = try await fetcher.fetch(LoopbackServers.get(try LoopbackServers.url(server)))

        #expect(response.status == 200)
        #expect(response.headers["content-type"] == "application/json")
        #expect(String(decoding: response.body, as: UTF8.self) == #"{"ok":true}"#)
    }

    @Test("Given a POST with header fields and a body When it is fetched Then the server receives all of them")
    func sendsMethodHeadersAndBody() async throws {
        let server = try LoopbackServers.started([.text(status: 204)])
        let request = HTTPRequest(
            method: .post, url: try LoopbackServers.url(server, path: "views"),
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
        let server = try LoopbackServers.started([.text("no such page", status: 404)])

        let response = try await fetcher.fetch(LoopbackServers.get(try LoopbackServers.url(server)))

        #expect(response.status == 404)
        #expect(String(decoding: response.body, as: UTF8.self) == "no such page")
    }

    @Test("Given a server slower than a 0.3 s timeout When a request is fetched Then it fails as timed out, not before 0.3 s")
    func timesOutBeforeTheHead() async throws {
        let server = try LoopbackServers.started([.json("{}", delay: .seconds(3600))])
        let fetcher = TransportFetcher.live(timeout: .milliseconds(300))
        let start = ContinuousClock.now

        await #expect(throws: RemoteFailure.timedOut) {
            try await fetcher.fetch(LoopbackServers.get(try LoopbackServers.url(server)))
        }
        let elapsed = ContinuousClock.now - start
        // Not before the timeout; an upper bound is left out, as a loaded machine can break it
        // (the server's 30 s answer would not throw, so a timeout that never fires still fails).
        #expect(elapsed >= .milliseconds(280))
    }

    @Test(
        "Given a server that sends its head at once and its body slowly When the body outlasts the timeout Then it fails as timed out"
    )
    func timeoutCoversTheBody() async throws {
        let slowBody = LoopbackHTTPResponse(
            headers: ["Content-Type": "application/json"], body: Data(String(repeating: " ", count: 200).utf8),
            framing: .chunked(pieceSize: 10, pause: .seconds(3600))
        )
        let server = try LoopbackServers.started([slowBody])
        let fetcher = TransportFetcher.live(timeout: .milliseconds(500))

        await #expect(throws: RemoteFailure.timedOut) {
            try await fetcher.fetch(LoopbackServers.get(try LoopbackServers.url(server)))
        }
    }

    @Test("Given no server listening at the URL When a request is fetched Then it fails as unreachable")
    func refusedConnectionIsUnreachable() async throws {
        let url = try LoopbackServers.closedPortURL()

        await #expect(throws: RemoteFailure.unreachable) {
            try await fetcher.fetch(LoopbackServers.get(url))
        }
    }

    @Test(
        "Given a body whose Content-Length is over the limit When a request is fetched Then it fails as too large, naming the limit"
    )
    func refusesDeclaredLengthOverLimit() async throws {
        let server = try LoopbackServers.started([.json(String(repeating: " ", count: 2048))])
        let fetcher = TransportFetcher.live(timeout: .seconds(120), maxBodyBytes: 1024)

        await #expect(throws: RemoteFailure.tooLarge(limit: 1024)) {
            try await fetcher.fetch(LoopbackServers.get(try LoopbackServers.url(server)))
        }
    }

    @Test("Given a chunked body without Content-Length over the limit When a request is fetched Then it fails as too large")
    func refusesStreamedBodyOverLimit() async throws {
        let chunked = LoopbackHTTPResponse(
            body: Data(String(repeating: "x", count: 4096).utf8), framing: .chunked(pieceSize: 512)
        )
        let server = try LoopbackServers.started([chunked])
        let fetcher = TransportFetcher.live(timeout: .seconds(120), maxBodyBytes: 1024)

        await #expect(throws: RemoteFailure.tooLarge(limit: 1024)) {
            try await fetcher.fetch(LoopbackServers.get(try LoopbackServers.url(server)))
        }
    }

    @Test("Given a body of exactly the limit When a request is fetched Then it is accepted")
    func acceptsBodyAtLimit() async throws {
        let chunked = LoopbackHTTPResponse(
            body: Data(String(repeating: "x", count: 1024).utf8), framing: .chunked(pieceSize: 100)
        )
        let server = try LoopbackServers.started([chunked])
        let fetcher = TransportFetcher.live(timeout: .seconds(120), maxBodyBytes: 1024)

        let response = try await fetcher.fetch(LoopbackServers.get(try LoopbackServers.url(server)))

        #expect(response.body.count == 1024)
    }

    @Test("Given a gzip-encoded body When a request is fetched Then the body comes back decompressed")
    func decompressesGzip() async throws {
        let gzipped = LoopbackHTTPResponse(
            headers: ["Content-Type": "application/json", "Content-Encoding": "gzip"], body: CompressedBodies.greeting
        )
        let server = try LoopbackServers.started([gzipped])

        let response = try await fetcher.fetch(LoopbackServers.get(try LoopbackServers.url(server)))

        #expect(String(decoding: response.body, as: UTF8.self) == CompressedBodies.greetingText)
        #expect(server.receivedRequests.first?.header("accept-encoding")?.contains("gzip") == true)
    }

    @Test("Given a small gzip body that inflates past the limit When a request is fetched Then it fails as too large")
    func boundsDecompressedBytes() async throws {
        let bomb = LoopbackHTTPResponse(headers: ["Content-Encoding": "gzip"], body: CompressedBodies.inflatesTo65550Bytes)
        let server = try LoopbackServers.started([bomb])
        let fetcher = TransportFetcher.live(timeout: .seconds(120), maxBodyBytes: 4096)

        await #expect(throws: RemoteFailure.tooLarge(limit: 4096)) {
            try await fetcher.fetch(LoopbackServers.get(try LoopbackServers.url(server)))
        }
    }

    @Test(
        "Given a server that closes the connection halfway through a declared body When a request is fetched Then it fails instead of passing half a body as whole"
    )
    func bodyCutShortFails() async throws {
        let cut = LoopbackHTTPResponse(body: Data(String(repeating: "x", count: 4096).utf8), framing: .cutShort(afterBytes: 100))
        let server = try LoopbackServers.started([cut])

        let failure = await #expect(throws: RemoteFailure.self) {
            try await fetcher.fetch(LoopbackServers.get(try LoopbackServers.url(server)))
        }
        // A dropped connection is `unreachable` to the transport, a short body `malformedResponse`; both refuse it.
        #expect(failure == .unreachable || failure == .malformedResponse)
    }
}
