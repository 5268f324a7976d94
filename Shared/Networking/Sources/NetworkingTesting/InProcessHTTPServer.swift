import Foundation
import Networking
import SystemKit
import TestSupport

/// A test server in the test's own process, reached through its `HTTPTransport` instead of
/// a socket: the transport a feature's tests hand its remote sources, so they build and run
/// without any network library.
///
/// It answers with the same `LoopbackHTTPResponse`s as `LoopbackHTTPServer` and replays
/// their hostile shapes as a live transport would deliver them: a `delay` before the head,
/// a body in slow pieces (`chunked` with a pause), a body that never ends (`endless`), a
/// gzip body inflated up to the transport's limit (`LoopbackGzip.bomb` fails as
/// `tooLarge`), a body cut short by a dropped connection (`cutShort`, `unreachable`), and,
/// once stopped, refused connections (`unreachable`). Every request it
/// received is recorded in order, as the loopback server records them.
///
/// ```swift
/// let server = InProcessHTTPServer(responses: [.json(#"{"ok":true}"#)])
/// let fetcher = TransportFetcher(transport: server, timeout: .seconds(10))
/// _ = try await fetcher.fetch(HTTPRequest(url: server.baseURL.appending(path: "api")))
/// #expect(server.receivedRequests.count == 1)
/// ```
public final class InProcessHTTPServer: HTTPTransport, Sendable {
    /// Answers a request, in the task that sent it.
    public typealias Handler = @Sendable (LoopbackHTTPRequest) -> LoopbackHTTPResponse

    /// Where the server can be addressed; any host and port reach it, as it is the transport.
    public let baseURL: URL
    private let handler: Handler
    private let state = LockedState(ServerState())

    public init(baseURL: URL = InProcessHTTPServer.defaultBaseURL, handler: @escaping Handler) {
        self.baseURL = baseURL
        self.handler = handler
    }

    /// A server that answers with `responses` in turn, the last one again for every request after.
    public convenience init(baseURL: URL = InProcessHTTPServer.defaultBaseURL, responses: [LoopbackHTTPResponse]) {
        let canned = CannedResponses(responses)
        self.init(baseURL: baseURL) { _ in canned.next() }
    }

    /// `http://in-process.test`.
    public static let defaultBaseURL = URL(string: "http://in-process.test") ?? URL(fileURLWithPath: "/")

    /// Every request received so far, in order of arrival (also those after `stop()`, which were refused).
    public var receivedRequests: [LoopbackHTTPRequest] {
        state.withLock { $0.requests }
    }

    /// How many responses the client went away from before they were delivered in full.
    public var responsesCutShort: Int {
        state.withLock { $0.responsesCutShort }
    }

    /// From now on every request is refused as `unreachable`, as a server that went away;
    /// responses still waiting out their delay are dropped the same way.
    public func stop() {
        state.withLock { $0.isStopped = true }
    }

    public func send(
        _ request: HTTPRequest, decompressionLimit: Int, to receiver: inout HTTPResponseReceiver
    ) async throws {
        let received = Self.received(request)
        let isStopped = state.withLock { state in
            state.requests.append(received)
            return state.isStopped
        }
        guard !isStopped else { throw RemoteFailure.unreachable }
        let response = handler(received)
        if response.delay > .zero { try await Task.sleep(for: response.delay) }
        guard !state.withLock({ $0.isStopped }) else { throw RemoteFailure.unreachable }
        try receiver.receiveHead(status: response.status, headers: Self.headerFields(of: response))
        do {
            let body = try Self.deliveredBody(of: response, limit: decompressionLimit)
            try await Self.deliver(body, framing: response.framing, to: &receiver)
        } catch {
            state.withLock { $0.responsesCutShort += 1 }
            throw error
        }
    }

    /// The body as a client receives it: gzip or deflate bodies inflated, at most one byte
    /// past `limit` (enough to know it is over).
    private static func deliveredBody(of response: LoopbackHTTPResponse, limit: Int) throws -> Data {
        guard let encoding = response.headers.first(where: { $0.key.lowercased() == "content-encoding" })?.value,
            encoding.lowercased() == "gzip"
        else { return response.body }
        guard let inflated = LoopbackGzip.inflated(response.body, limit: limit + 1) else {
            throw RemoteFailure.malformedResponse
        }
        guard inflated.count <= limit else { throw RemoteFailure.tooLarge(limit: limit) }
        return inflated
    }

    private static func deliver(
        _ body: Data, framing: LoopbackHTTPResponse.BodyFraming, to receiver: inout HTTPResponseReceiver
    ) async throws {
        switch framing {
        case .contentLength:
            try receiver.receiveBody(body)
        case .chunked(let pieceSize, let pause):
            let size = max(1, pieceSize)
            for start in stride(from: 0, to: body.count, by: size) {
                if start > 0, pause > .zero { try await Task.sleep(for: pause) }
                try Task.checkCancellation()
                try receiver.receiveBody(body[(body.startIndex + start)..<(body.startIndex + min(start + size, body.count))])
            }
        case .cutShort(let afterBytes):
            try receiver.receiveBody(body.prefix(max(0, afterBytes)))
            throw RemoteFailure.unreachable
        case .endless:
            // Ends when the receiver refuses more (its limit is finite) or the task is cancelled.
            while true {
                try Task.checkCancellation()
                try receiver.receiveBody(body.isEmpty ? Data(" ".utf8) : body)
            }
        }
    }

    /// The response's header fields and the framing's own, as a server sends them.
    private static func headerFields(of response: LoopbackHTTPResponse) -> HTTPHeaderFields {
        var fields = HTTPHeaderFields(
            response.headers.sorted { $0.key < $1.key }.map { HTTPHeaderFields.Field(name: $0.key, value: $0.value) }
        )
        switch response.framing {
        case .contentLength, .cutShort: fields.add(name: "Content-Length", value: String(response.body.count))
        case .chunked, .endless: fields.add(name: "Transfer-Encoding", value: "chunked")
        }
        return fields
    }

    /// The request as the loopback server would have recorded it.
    private static func received(_ request: HTTPRequest) -> LoopbackHTTPRequest {
        let components = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
        let path = components?.path ?? request.url.path
        let query = components?.percentEncodedQuery.map { "?" + $0 } ?? ""
        var headers: [String: String] = [:]
        for field in request.headers {
            headers[field.name.lowercased()] = field.value
        }
        return LoopbackHTTPRequest(
            method: request.method.rawValue,
            target: (path.isEmpty ? "/" : (components?.percentEncodedPath ?? path)) + query,
            path: path.isEmpty ? "/" : path,
            queryItems: components?.queryItems ?? [],
            headers: headers,
            body: request.body ?? Data()
        )
    }
}

extension InProcessHTTPServer {
    /// What the server's requests share, behind a lock.
    fileprivate struct ServerState: Sendable {
        var isStopped = false
        var requests: [LoopbackHTTPRequest] = []
        var responsesCutShort = 0
    }
}
