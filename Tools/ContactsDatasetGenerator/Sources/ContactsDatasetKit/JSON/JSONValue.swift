/// A JSON value with object members kept in the order they were given, so
/// the dataset is written with the API's key order, byte for byte the same
/// on every run.
enum JSONValue: Equatable, Sendable {
    case string(String)
    case int(Int)
    case null
    case object([(key: String, value: JSONValue)])
    case array([JSONValue])

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): return a == b
        case (.int(let a), .int(let b)): return a == b
        case (.null, .null): return true
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }
}

extension JSONValue {
    /// The member at `path` (object keys, outermost first), if any.
    func value(at path: [String]) -> JSONValue? {
        guard let first = path.first else { return self }
        guard case .object(let members) = self, let member = members.first(where: { $0.key == first }) else {
            return nil
        }
        return member.value.value(at: Array(path.dropFirst()))
    }

    /// This value with the member at `path` replaced by `newValue`, or removed
    /// when `newValue` is `nil`. Other members keep their order.
    func setting(_ path: [String], to newValue: JSONValue?) -> JSONValue {
        guard let first = path.first, case .object(let members) = self else { return newValue ?? self }
        let rest = Array(path.dropFirst())
        let edited: [(key: String, value: JSONValue)] = members.compactMap { member in
            guard member.key == first else { return member }
            if rest.isEmpty {
                return newValue.map { (key: first, value: $0) }
            }
            return (key: first, value: member.value.setting(rest, to: newValue))
        }
        return .object(edited)
    }
}
