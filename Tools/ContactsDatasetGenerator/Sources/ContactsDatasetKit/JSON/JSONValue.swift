import Primitives

/// The dataset's JSON: values whose object members keep the order they were given, so
/// the dataset is written with the API's key order, byte for byte the same on every run.
typealias JSONValue = OrderedJSON

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
