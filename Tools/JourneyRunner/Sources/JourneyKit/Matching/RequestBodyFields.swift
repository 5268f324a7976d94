import Foundation

/// The fields of a request body, as `<< field=value` lines read them: a JSON body by dotted
/// path (`variables.offset`, `items.0.id`), a form body (`a=1&b=2`) by name. A field's text is
/// a string without its quotes, a number, `true`, `false` or `null` as JSON writes them, an
/// object or array as compact JSON.
struct RequestBodyFields {
    private let json: JSONValue?
    private let form: [String: String]

    init(body: String) {
        json = try? JSONDecoder().decode(JSONValue.self, from: Data(body.utf8))
        var form: [String: String] = [:]
        if json == nil {
            for pair in body.split(separator: "&") {
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let decode = { (text: Substring) in
                    String(text).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(text)
                }
                if let name = parts.first { form[decode(name)] = parts.count > 1 ? decode(parts[1]) : "" }
            }
        }
        self.form = form
    }

    /// Every leaf of the body (a JSON scalar, or a form field) as `path=text`, in order: what
    /// `<< ` lines could check, for a report.
    func leaves() -> [String] {
        guard let json else { return form.keys.sorted().map { "\($0)=\(form[$0] ?? "")" } }
        var leaves: [String] = []
        func walk(_ value: JSONValue, _ path: [String]) {
            switch value {
            case .object(let members):
                for key in members.keys.sorted() { if let member = members[key] { walk(member, path + [key]) } }
            case .array(let items) where !items.isEmpty:
                for (index, item) in items.enumerated() { walk(item, path + [String(index)]) }
            default:
                if !path.isEmpty { leaves.append(path.joined(separator: ".") + "=" + value.text) }
            }
        }
        walk(json, [])
        return leaves
    }

    /// The field at `path` as text; nil when the body has none there.
    func text(at path: [String]) -> String? {
        guard let json else { return path.count == 1 ? form[path[0]] : nil }
        var value = json
        for key in path {
            switch value {
            case .object(let members):
                guard let member = members[key] else { return nil }
                value = member
            case .array(let items):
                guard let index = Int(key), items.indices.contains(index) else { return nil }
                value = items[index]
            default:
                return nil
            }
        }
        return value.text
    }
}

/// A JSON value, kept apart by type (a number is not a Boolean).
enum JSONValue: Decodable, Equatable {
    case string(String)
    case integer(Int)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// A string without quotes; anything else as compact JSON, object keys sorted.
    var text: String {
        switch self {
        case .string(let value): value
        default: json
        }
    }

    private var json: String {
        switch self {
        case .string(let value):
            (try? JSONEncoder().encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\(value)\""
        case .integer(let value): String(value)
        case .number(let value): value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .bool(let value): String(value)
        case .null: "null"
        case .array(let items): "[" + items.map(\.json).joined(separator: ",") + "]"
        case .object(let members):
            "{"
                + members.keys.sorted().map { key in JSONValue.string(key).json + ":" + (members[key]?.json ?? "null") }
                .joined(separator: ",") + "}"
        }
    }
}
