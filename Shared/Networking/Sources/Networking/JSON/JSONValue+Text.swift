import Primitives

extension JSONValue {
    /// The value as compact JSON text, object members sorted by name so the same value
    /// always gives the same bytes (`Primitives`' writer). A number that JSON cannot hold
    /// (NaN, infinity) is written as `null`.
    public var jsonText: String {
        orderedJSON.compactText()
    }

    /// The value with every object's members in name order.
    private var orderedJSON: OrderedJSON {
        switch self {
        case .null: .null
        case .bool(let value): .bool(value)
        case .int(let value): .int(value)
        case .double(let value): .double(value)
        case .string(let value): .string(value)
        case .array(let elements): .array(elements.map(\.orderedJSON))
        case .object(let members): .object(members.keys.sorted().map { ($0, members[$0]?.orderedJSON ?? .null) })
        }
    }
}
