import Foundation
import HTTPClientTransport
import Networking
import TestSupport
import Testing

/// The live transport, through `TransportFetcher`, against servers that try to exhaust the app: bodies that never
/// end, gzip bombs, silence. Every answer is bounded after decompression, read as a stream. Where the outcome is
/// not the timeout itself, the fetcher's timeout (4 minutes) only guards against a hang: a loaded machine may take
/// long to send the bytes that reach the limit.
@Suite("Given a hostile server on loopback", .timeLimit(.minutes(5)))
struct HostileServerTransportTests {
    @Test("When it sends a chunked body that never ends Then the fetch fails as too large and the client hangs up")
    func endlessBody() async throws {
        let endless = LoopbackHTTPResponse(body: Data(String(repeating: "x", count: 8192).utf8), framing: .endless)
        let server = try LoopbackServers.started([endless])
        let fetcher = TransportFetcher.live(timeout: .seconds(240), maxBodyBytes: 256 * 1024)

        await #expect(throws: RemoteFailure.tooLarge(limit: 256 * 1024)) {
            try await fetcher.fetch(LoopbackServers.get(try LoopbackServers.url(server)))
        }
        try await ConditionWait.until("the server") { server.responsesCutShort == 1 }
    }

    @Test("When it sends a gzip bomb Then the fetch fails as too large at the fetcher's own limit")
    func gzipBomb() async throws {
        let bomb = LoopbackHTTPResponse(
            headers: ["Content-Encoding": "gzip"], body: LoopbackGzip.bomb(inflatingTo: 8 * 1024 * 1024)
        )
        let server = try LoopbackServers.started([bomb])
        let fetcher = TransportFetcher.live(timeout: .seconds(240), maxBodyBytes: 64 * 1024)

        await #expect(throws: RemoteFailure.tooLarge(limit: 64 * 1024)) {
            try await fetcher.fetch(LoopbackServers.get(try LoopbackServers.url(server)))
        }
    }

    @Test("When a gzip bomb is sent chunked, without a length Then the fetch fails as too large as well")
    func chunkedGzipBomb() async throws {
        let bomb = LoopbackHTTPResponse(
            headers: ["Content-Encoding": "gzip"], body: LoopbackGzip.bomb(inflatingTo: 8 * 1024 * 1024),
            framing: .chunked(pieceSize: 4096)
        )
        let server = try LoopbackServers.started([bomb])
        let fetcher = TransportFetcher.live(timeout: .seconds(240), maxBodyBytes: 64 * 1024)

        await #expect(throws: RemoteFailure.tooLarge(limit: 64 * 1024)) {
            try await fetcher.fetch(LoopbackServers.get(try LoopbackServers.url(server)))
        }
    }

    @Test("When an honest server sends gzip within the limit Then the body comes back inflated")
    func honestGzip() async throws {
        let text = String(repeating: #"{"name":"Zoë"},"#, count: 500)
        let gzipped = LoopbackHTTPResponse(
            headers: ["Content-Encoding": "gzip"], body: LoopbackGzip.encoded(Data(text.utf8))
        )
        let server = try LoopbackServers.started([gzipped])
        let fetcher = TransportFetcher.live(timeout: .seconds(240), maxBodyBytes: 64 * 1024)

        let response = try await fetcher.fetch(LoopbackServers.get(try LoopbackServers.url(server)))

        #expect(String(decoding: response.body, as: UTF8.self) == text)
    }

    @Test("When it never answers and the fetch is cancelled, as Ctrl-C does Then it fails as cancelled at once")
    func silenceThenCancel() async throws {
        let server = try LoopbackServers.started([.json("{}", delay: .seconds(3600))])
        let request = LoopbackServers.get(try LoopbackServers.url(server))
        let fetcher = TransportFetcher.live(timeout: .seconds(3600))
        let fetch = Task { try await fetcher.fetch(request) }
        try await ConditionWait.until("the server") { server.receivedRequests.count == 1 }

        fetch.cancel()

        await #expect(throws: RemoteFailure.cancelled) {
            try await fetch.value
        }
    }

    @Test("When it sends the head and then falls silent Then the whole-request timeout ends the fetch")
    func silenceAfterTheHead() async throws {
        let silent = LoopbackHTTPResponse(
            body: Data("[1,2,3]".utf8), framing: .chunked(pieceSize: 1, pause: .seconds(3600))
        )
        let server = try LoopbackServers.started([silent])
        let fetcher = TransportFetcher.live(timeout: .milliseconds(200))

        await #expect(throws: RemoteFailure.timedOut) {
            try await fetcher.fetch(LoopbackServers.get(try LoopbackServers.url(server)))
        }
    }
}
