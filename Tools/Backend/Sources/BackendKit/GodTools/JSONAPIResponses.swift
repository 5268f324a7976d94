import Primitives

/// JSON:API answers as the content API writes them.
enum JSONAPIResponses {
    static let contentType = "application/vnd.api+json"

    /// A document already written.
    static func written(_ body: [UInt8]) -> BackendResponse {
        BackendResponse(status: 200, headers: [.init("Content-Type", contentType)], body: body)
    }

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
