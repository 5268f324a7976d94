/// A request the journey's backend received, as its request log keeps it.
public struct LoggedRequest: Sendable, Equatable, Decodable {
    public let seq: Int
    public let method: String
    /// The path with its query, as the request line had it.
    public let path: String
    public let body: String

    public init(seq: Int, method: String, path: String, body: String = "") {
        self.seq = seq
        self.method = method
        self.path = path
        self.body = body
    }

    /// The request as a `< ` line would name it.
    public var line: String { "< \(method) \(path)" }
}
