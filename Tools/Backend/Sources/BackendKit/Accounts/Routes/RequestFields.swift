import Foundation

/// The fields of an account route's body, sent as a form (`application/x-www-form-urlencoded`,
/// as OAuth 2.0 has it) or as a JSON object with the same names, whatever the `Content-Type`
/// says: a body that is a JSON object is read as one, any other as a form. A field is text; one
/// that is given as anything else, or twice in a form, is there but has no text.
struct RequestFields: Sendable, Equatable {
    enum Value: Sendable, Equatable {
        case text(String)
        /// Given, but not as one piece of text (a number, an object, a field repeated).
        case unusable
    }

    let values: [String: Value]

    /// The body's fields; nil when it is neither a form nor a JSON object.
    init?(_ request: BackendRequest) {
        let first = request.body.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        let json = first == UInt8(ascii: "{") ? Self.jsonFields(request.body) : nil
        guard let values = json ?? Self.formFields(request.body) else { return nil }
        self.values = values
    }

    /// The field's text; nil when it is missing, empty or not text.
    func text(_ name: String) -> String? {
        guard case .text(let text) = values[name], !text.isEmpty else { return nil }
        return text
    }

    private static func jsonFields(_ body: [UInt8]) -> [String: Value]? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] else { return nil }
        return object.reduce(into: [:]) { fields, member in
            switch member.value {
            case is NSNull: break
            case let text as String: fields[member.key] = .text(text)
            default: fields[member.key] = .unusable
            }
        }
    }

    private static func formFields(_ body: [UInt8]) -> [String: Value]? {
        guard let text = String(bytes: body, encoding: .utf8) else { return nil }
        var fields: [String: Value] = [:]
        for pair in text.split(separator: "&") {
            let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = decoded(halves[0]), let value = decoded(halves.count > 1 ? halves[1] : "") else { return nil }
            fields[name] = fields[name] == nil ? .text(value) : .unusable
        }
        return fields
    }

    /// A form's name or value: `+` is a space, then percent-decoded; nil when the escapes are not UTF-8.
    private static func decoded(_ text: Substring) -> String? {
        text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }
}
