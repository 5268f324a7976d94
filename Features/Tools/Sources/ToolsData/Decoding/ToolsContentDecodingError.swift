/// Why a content document could not be read at all.
public enum ToolsContentDecodingError: Error, Equatable, Sendable {
    /// The bytes are not a JSON:API document.
    case notADocument
    /// The server answered with an error document (its first `detail`).
    case serverError(String)
}
