/// Names one resource of a JSON:API document: its `type` and `id`.
public struct JSONAPIResourceIdentifier: Sendable, Hashable, CustomStringConvertible {
    public var type: String
    public var id: String

    public init(type: String, id: String) {
        self.type = type
        self.id = id
    }

    /// `language/1`.
    public var description: String { "\(type)/\(id)" }
}
