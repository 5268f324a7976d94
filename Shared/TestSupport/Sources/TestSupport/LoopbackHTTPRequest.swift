import Foundation

/// A request as `LoopbackHTTPServer` received it.
public struct LoopbackHTTPRequest: Equatable, Sendable {
    /// The method, such as `GET`.
    public var method: String
    /// The request target as sent, such as `/api/?results=10&page=2`.
    public var target: String
    /// The path part of the target, such as `/api/`.
    public var path: String
    /// The query items of the target, decoded, in the order sent.
    public var queryItems: [URLQueryItem]
    /// Header fields, names lowercased.
    public var headers: [String: String]
    /// The body (empty unless the request had a `Content-Length`).
    public var body: Data

    public init(
        method: String, target: String, path: String, queryItems: [URLQueryItem],
        headers: [String: String], body: Data
    ) {
        self.method = method
        self.target = target
        self.path = path
        self.queryItems = queryItems
        self.headers = headers
        self.body = body
    }

    /// The value of the first query item named `name`, if any.
    public func queryValue(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    /// The value of the header field named `name` (any case), if any.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }
}

extension LoopbackHTTPRequest {
    /// Parses the request line and header fields of `head` (everything before the blank line).
    /// Returns `nil` when `head` is not an HTTP/1.x request head.
    static func parseHead(_ head: String) -> (method: String, target: String, headers: [String: String])? {
        let lines = head.components(separatedBy: "\r\n")
        guard let requestLine = lines.first else { return nil }
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1.") else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[name] = value
        }
        return (String(parts[0]), String(parts[1]), headers)
    }

    /// A request from its parsed head and body; the target split into path and query items.
    init(method: String, target: String, headers: [String: String], body: Data) {
        let components = URLComponents(string: target)
        self.init(
            method: method,
            target: target,
            path: components?.path ?? target,
            queryItems: components?.queryItems ?? [],
            headers: headers,
            body: body
        )
    }
}
