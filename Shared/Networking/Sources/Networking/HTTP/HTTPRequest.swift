import Foundation

/// An HTTP request to send: method, URL, header fields and an optional body.
public struct HTTPRequest: Sendable, Equatable {
    public var method: HTTPMethod
    public var url: URL
    public var headers: HTTPHeaderFields
    /// The body, sent with a `Content-Length`; `nil` for none.
    public var body: Data?

    public init(method: HTTPMethod = .get, url: URL, headers: HTTPHeaderFields = [:], body: Data? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }
}
