import Foundation

/// A route as a person typed it, split into path segments and query items:
/// `contacts/3f2a…`, `products?brand=dune-tide&sort=price-asc`. Segments and values are
/// percent-decoded; a leading or doubled `/` is ignored.
public struct RouteRequest: Sendable, Hashable, CustomStringConvertible {
    /// One `name=value` query item (a value may be empty).
    public struct QueryItem: Sendable, Hashable {
        public let name: String
        public let value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    public let path: [String]
    public let query: [QueryItem]

    public init(path: [String], query: [QueryItem] = []) {
        self.path = path
        self.query = query
    }

    /// Reads a typed route; `nil` when it names no path at all (empty, only `/` or `?`).
    public init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let parts = trimmed.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = parts[0].split(separator: "/").map { Self.decoded($0) }
        guard !path.isEmpty else { return nil }
        self.path = path
        query =
            parts.count > 1
            ? parts[1].split(separator: "&").map { item in
                let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                return QueryItem(name: Self.decoded(pair[0]).lowercased(), value: pair.count > 1 ? Self.decoded(pair[1]) : "")
            } : []
    }

    /// The route written back: `products?brand=dune-tide`.
    public var description: String {
        let items = query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        return path.joined(separator: "/") + (items.isEmpty ? "" : "?" + items)
    }

    private static func decoded(_ text: Substring) -> String {
        String(text).removingPercentEncoding ?? String(text)
    }
}
