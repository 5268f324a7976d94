/// The pattern of a route a feature registers for one of its screens: path segments, some
/// of them `{parameter}` placeholders, and the query items the screen takes —
/// `contacts/{id}`, `products?brand&sort&search`. `goto` and `app --open` match typed
/// routes against every registered pattern.
public struct FeatureRoute: Sendable, Hashable, CustomStringConvertible {
    /// One segment of a route's path.
    public enum Segment: Sendable, Hashable {
        /// A word the path must hold, compared without regard to case: `contacts`.
        case literal(String)
        /// Any one segment, kept under this name: `{id}`.
        case parameter(String)
    }

    public let segments: [Segment]
    /// The names of the query items the screen takes, all optional, in the order they are shown.
    public let queryNames: [String]

    /// Reads `pattern`: segments split at `/`, a segment in braces is a parameter, and the
    /// names after `?` (split at `&`) are the query items taken.
    public init(_ pattern: String) {
        let parts = pattern.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        segments = parts[0].split(separator: "/").map { segment in
            if segment.hasPrefix("{"), segment.hasSuffix("}"), segment.count > 2 {
                return .parameter(String(segment.dropFirst().dropLast()))
            }
            return .literal(segment.lowercased())
        }
        queryNames = parts.count > 1 ? parts[1].split(separator: "&").map(String.init) : []
    }

    /// The path as written, with its placeholders: `contacts/{id}`.
    public var path: String {
        segments.map { segment in
            switch segment {
            case .literal(let word): word
            case .parameter(let name): "{\(name)}"
            }
        }.joined(separator: "/")
    }

    /// The pattern as a person reads it in messages and the README: `products?brand=…&sort=…`.
    public var description: String {
        queryNames.isEmpty ? path : path + "?" + queryNames.map { "\($0)=…" }.joined(separator: "&")
    }

    /// Whether the route has no placeholders: the path alone names one screen.
    public var isFixed: Bool {
        segments.allSatisfy { if case .literal = $0 { true } else { false } }
    }

    /// What `request` says for this pattern, or `nil` when its path does not fit or it
    /// has a query item the screen does not take.
    public func match(_ request: RouteRequest) -> RouteMatch? {
        guard request.path.count == segments.count else { return nil }
        var parameters: [String: String] = [:]
        for (segment, typed) in zip(segments, request.path) {
            switch segment {
            case .literal(let word):
                guard typed.lowercased() == word else { return nil }
            case .parameter(let name):
                parameters[name] = typed
            }
        }
        guard request.query.allSatisfy({ queryNames.contains($0.name) }) else { return nil }
        return RouteMatch(route: self, parameters: parameters, query: request.query)
    }
}
