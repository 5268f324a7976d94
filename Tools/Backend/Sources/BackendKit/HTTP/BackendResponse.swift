import Primitives

/// An answer as the routes decide it: status, headers and the whole body.
public struct BackendResponse: Sendable, Equatable {
    /// One header field.
    public struct Header: Sendable, Equatable {
        public let name: String
        public let value: String

        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    public var status: Int
    public var headers: [Header]
    public var body: [UInt8]

    public init(status: Int, headers: [Header] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The first value of header `name`, compared without case.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// The body as UTF-8 text.
    public var text: String {
        String(decoding: body, as: UTF8.self)
    }

    /// `document` as compact JSON with the given content type.
    public static func json(
        _ document: OrderedJSON, status: Int = 200, contentType: String = "application/json; charset=utf-8"
    ) -> BackendResponse {
        BackendResponse(status: status, headers: [Header("Content-Type", contentType)], body: Array(document.compactText().utf8))
    }

    /// `{"error": message}`, as randomuser.me and the control routes write errors.
    public static func error(_ message: String, status: Int) -> BackendResponse {
        json(.object([("error", .string(message))]), status: status)
    }

    /// Plain text.
    public static func text(_ text: String, status: Int = 200) -> BackendResponse {
        BackendResponse(status: status, headers: [Header("Content-Type", "text/plain; charset=utf-8")], body: Array(text.utf8))
    }
}
