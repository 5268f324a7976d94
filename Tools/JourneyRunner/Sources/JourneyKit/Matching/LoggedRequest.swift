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

    /// The request as `< ` and `<< ` lines would name it: its body's fields (the first `fieldLimit`),
    /// a long text value cut.
    public func lines(fieldLimit: Int = 12) -> [String] {
        guard !body.isEmpty else { return [line] }
        let leaves = RequestBodyFields(body: body).leaves()
        let shown = leaves.prefix(fieldLimit).map { leaf in
            "<< " + (leaf.count > 120 ? String(leaf.prefix(119)) + "…" : leaf)
        }
        return [line] + shown + (leaves.count > fieldLimit ? ["<< … \(leaves.count - fieldLimit) more fields"] : [])
    }
}
