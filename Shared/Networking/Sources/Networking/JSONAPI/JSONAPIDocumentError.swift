/// Why bytes could not be read as a JSON:API document at all.
public enum JSONAPIDocumentError: Error, Equatable, Sendable {
    /// The bytes are not JSON.
    case notJSON
    /// The JSON is not an object.
    case notAnObject
}
