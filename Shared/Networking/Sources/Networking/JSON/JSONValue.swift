/// Any JSON value, for what has no Swift type of its own: GraphQL variables, JSON:API
/// attributes, extensions of an error.
///
/// Whole numbers are kept as `int`, other numbers as `double`.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The string, if this is one.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The number as an `Int`, if this is a whole number.
    public var intValue: Int? {
        switch self {
        case .int(let value): return value
        case .double(let value) where value.rounded() == value && abs(value) < 9.0e18: return Int(value)
        default: return nil
        }
    }

    /// The number as a `Double`, if this is a number.
    public var doubleValue: Double? {
        switch self {
        case .int(let value): return Double(value)
        case .double(let value): return value
        default: return nil
        }
    }

    /// The Boolean, if this is one.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The elements, if this is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The members, if this is an object.
    public var objectValue: [String: JSONValue]? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// Whether this is `null`.
    public var isNull: Bool {
        self == .null
    }

    /// The member named `key`, if this is an object that has it.
    public subscript(key: String) -> JSONValue? {
        objectValue?[key]
    }
}
