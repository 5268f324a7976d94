import Foundation

/// What `LoopbackHTTPServer` answers to a request. The server adds
/// `Content-Length` (or `Transfer-Encoding: chunked`) and `Connection: close` itself.
public struct LoopbackHTTPResponse: Sendable {
    /// How the end of the body is marked.
    public enum BodyFraming: Sendable, Equatable {
        /// `Content-Length`, the body written at once (the default).
        case contentLength
        /// `Transfer-Encoding: chunked` with no `Content-Length`: chunks of `pieceSize`
        /// bytes, with `pause` before each chunk after the first (a slow body).
        case chunked(pieceSize: Int, pause: Duration = .zero)
        /// `Transfer-Encoding: chunked` that never ends: the body is sent as one chunk, again
        /// and again, until the client goes away or the server stops (a hostile server).
        case endless
        /// `Content-Length` of the whole body, but only its first `afterBytes` bytes are
        /// sent before the connection closes (a server that died mid-answer).
        case cutShort(afterBytes: Int)
    }

    /// The status code, such as 200 or 503.
    public var status: Int
    /// Extra header fields, such as `Content-Type`.
    public var headers: [String: String]
    public var body: Data
    /// How long the server waits before writing the response (to test client timeouts).
    /// Other connections are served meanwhile.
    public var delay: Duration
    public var framing: BodyFraming

    public init(
        status: Int = 200, headers: [String: String] = [:], body: Data = Data(), delay: Duration = .zero,
        framing: BodyFraming = .contentLength
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delay = delay
        self.framing = framing
    }

    /// A JSON response with `body` as its UTF-8 text.
    public static func json(_ body: String, status: Int = 200, delay: Duration = .zero) -> LoopbackHTTPResponse {
        LoopbackHTTPResponse(
            status: status, headers: ["Content-Type": "application/json"], body: Data(body.utf8), delay: delay
        )
    }

    /// A plain-text response, by default the status code's reason phrase.
    public static func text(_ body: String? = nil, status: Int, delay: Duration = .zero) -> LoopbackHTTPResponse {
        LoopbackHTTPResponse(
            status: status,
            headers: ["Content-Type": "text/plain; charset=utf-8"],
            body: Data((body ?? reasonPhrase(for: status)).utf8),
            delay: delay
        )
    }

    /// The bytes of a `contentLength` response: status line, header fields and body.
    func serialized() -> Data {
        serializedHead() + body
    }

    /// The status line and header fields, with the framing's own field, and the blank line.
    func serializedHead() -> Data {
        var head = "HTTP/1.1 \(status) \(Self.reasonPhrase(for: status))\r\n"
        let reserved: Set<String> = ["content-length", "connection", "transfer-encoding"]
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) where !reserved.contains(name.lowercased()) {
            head += "\(name): \(value)\r\n"
        }
        switch framing {
        case .contentLength, .cutShort: head += "Content-Length: \(body.count)\r\n"
        case .chunked, .endless: head += "Transfer-Encoding: chunked\r\n"
        }
        head += "Connection: close\r\n\r\n"
        return Data(head.utf8)
    }

    /// The body as chunked transfer coding splits it, `pieceSize` bytes a chunk, each with its
    /// size line; the last-chunk marker is not included.
    func chunks(pieceSize: Int) -> [Data] {
        let size = max(1, pieceSize)
        return stride(from: 0, to: body.count, by: size).map { start in
            let piece = body.subdata(in: body.startIndex + start..<body.startIndex + min(start + size, body.count))
            return Data("\(String(piece.count, radix: 16))\r\n".utf8) + piece + Data("\r\n".utf8)
        }
    }

    /// The reason phrase of common status codes; `Status` for the rest.
    static func reasonPhrase(for status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 201: return "Created"
        case 204: return "No Content"
        case 301: return "Moved Permanently"
        case 302: return "Found"
        case 304: return "Not Modified"
        case 400: return "Bad Request"
        case 401: return "Unauthorized"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 408: return "Request Timeout"
        case 429: return "Too Many Requests"
        case 500: return "Internal Server Error"
        case 502: return "Bad Gateway"
        case 503: return "Service Unavailable"
        case 504: return "Gateway Timeout"
        default: return "Status"
        }
    }
}
