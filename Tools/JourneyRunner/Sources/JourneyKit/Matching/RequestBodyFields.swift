import Foundation
import Networking

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
                if !path.isEmpty { leaves.append(path.joined(separator: ".") + "=" + Self.text(of: value)) }
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
        return Self.text(of: value)
    }

    /// A string without its quotes; anything else as compact JSON, object members sorted.
    static func text(of value: JSONValue) -> String {
        value.stringValue ?? value.jsonText
    }
}
