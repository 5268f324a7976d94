/// One entry of a GraphQL response's `errors`.
public struct GraphQLError: Sendable, Hashable, Decodable {
    /// One step of `path`: a field name or a list index.
    public enum PathSegment: Sendable, Hashable, Decodable {
        case field(String)
        case index(Int)

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let index = try? container.decode(Int.self) {
                self = .index(index)
            } else {
                self = .field(try container.decode(String.self))
            }
        }
    }

    /// Where in the query document the error is.
    public struct Location: Sendable, Hashable, Decodable {
        public var line: Int
        public var column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    public var message: String
    /// The response field the error belongs to, if any.
    public var path: [PathSegment]?
    public var locations: [Location]?
    /// Whatever else the server says (often a `code`).
    public var extensions: [String: JSONValue]?

    public init(
        message: String, path: [PathSegment]? = nil, locations: [Location]? = nil,
        extensions: [String: JSONValue]? = nil
    ) {
        self.message = message
        self.path = path
        self.locations = locations
        self.extensions = extensions
    }
}
