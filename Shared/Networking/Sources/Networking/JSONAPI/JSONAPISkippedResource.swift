/// A resource object the decoder left out because it could not be read.
public struct JSONAPISkippedResource: Sendable, Hashable, CustomStringConvertible {
    /// Where it was, such as `data[2]` or `included[0]`.
    public var location: String
    /// What was wrong, such as `no "id"`.
    public var reason: String

    public init(location: String, reason: String) {
        self.location = location
        self.reason = reason
    }

    /// `data[2]: no "id"`.
    public var description: String { "\(location): \(reason)" }
}
