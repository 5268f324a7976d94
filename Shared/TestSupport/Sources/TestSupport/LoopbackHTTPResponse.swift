import Foundation

/// What `LoopbackHTTPServer` answers to a request. The server adds
/// `Content-Length` and `Connection: close` itself.
public struct LoopbackHTTPResponse: Sendable {
    /// The status code, such as 200 or 503.
    public var status: Int
    /// Extra header fields, such as `Content-Type`.
    public var headers: [String: String]
    public var body: Data
    /// How long the server waits before writing the response (to test client timeouts).
    /// Other connections are served meanwhile.
    public var delay: Duration

    public init(status: Int = 200, headers: [String: String] = [:], body: Data = Data(), delay: Duration = .zero) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delay = delay
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

    /// The bytes the server writes: status line, header fields and body.
    func serialized() -> Data {
        var head = "HTTP/1.1 \(status) \(Self.reasonPhrase(for: status))\r\n"
        let reserved: Set<String> = ["content-length", "connection"]
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) where !reserved.contains(name.lowercased()) {
            head += "\(name): \(value)\r\n"
        }
        head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        return Data(head.utf8) + body
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
