import Primitives

/// JSON:API answers as the content API writes them.
enum JSONAPIResponses {
    static let contentType = "application/vnd.api+json"

    static func document(_ document: OrderedJSON) -> BackendResponse {
        .json(document, contentType: contentType)
    }

    /// `{"errors": [{"detail": …, "source": {…}}]}`.
    static func error(_ detail: String, status: Int, parameter: String? = nil, pointer: String? = nil) -> BackendResponse {
        var error: [(key: String, value: OrderedJSON)] = [("detail", .string(detail))]
        if let parameter { error.append(("source", .object([("parameter", .string(parameter))]))) }
        if let pointer { error.append(("source", .object([("pointer", .string(pointer))]))) }
        return .json(.object([("errors", .array([.object(error)]))]), status: status, contentType: contentType)
    }
}
