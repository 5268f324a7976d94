import Foundation

/// What the backend reads of a request: method, path, query, header fields, body, and whether the peer
/// is on loopback. The Hummingbird adapter builds one from each request; tests build them directly.
public struct BackendRequest: Sendable, Equatable {
    /// One header field, as the request had it.
    public typealias Header = BackendResponse.Header

    /// One query item, percent-decoded.
    public struct QueryItem: Sendable, Equatable {
        public let name: String
        public let value: String
    }

    /// Uppercase, such as `GET`.
    public var method: String
    /// The path and query as the request line had them, not decoded (`/api/?results=5&seed=abc`).
    public var target: String
    /// Percent-decoded, such as `/resources/1`.
    public var path: String
    public var query: [QueryItem]
    /// The header fields, in the order they came (`Authorization`, `Content-Type` …).
    public var headers: [Header]
    public var body: [UInt8]
    /// The peer's address is 127.0.0.0/8 or ::1: only such peers reach the control routes.
    public var peerIsLoopback: Bool

    /// A request for `target` (`/api/?results=5&seed=abc`), its path and query percent-decoded.
    public init(
        method: String = "GET", target: String, headers: [Header] = [], body: [UInt8] = [], peerIsLoopback: Bool = true
    ) {
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let rawPath = parts.first.map(String.init) ?? "/"
        self.method = method.uppercased()
        self.target = target
        self.path = rawPath.removingPercentEncoding ?? rawPath
        self.query = parts.count > 1 ? Self.queryItems(String(parts[1])) : []
        self.headers = headers
        self.body = body
        self.peerIsLoopback = peerIsLoopback
    }

    /// The first value of the query item `name`, if any.
    public func queryValue(_ name: String) -> String? {
        query.first { $0.name == name }?.value
    }

    /// The first value of header `name`, compared without case.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// The path as the request line had it, before the query, not decoded (`/me/wishlist/items/a%2Fb`).
    public var rawPath: Substring {
        target.prefix { $0 != "?" }
    }

    private static func queryItems(_ query: String) -> [QueryItem] {
        query.split(separator: "&").map { pair in
            let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let decode = { (text: Substring) in text.removingPercentEncoding ?? String(text) }
            return QueryItem(name: decode(halves[0]), value: halves.count > 1 ? decode(halves[1]) : "")
        }
    }
}
