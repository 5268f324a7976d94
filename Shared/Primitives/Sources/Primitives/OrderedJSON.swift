/// A JSON value whose object members keep the order they were written in, so generated
/// documents read like the APIs they stand for (`id`, `type`, `attributes`, …) and come
/// out the same, byte for byte, on every run. `OrderedJSONText` writes it.
public indirect enum OrderedJSON: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    /// A number that is not whole; written as `null` when JSON cannot hold it (NaN, infinity).
    case double(Double)
    case string(String)
    case array([OrderedJSON])
    case object([(key: String, value: OrderedJSON)])

    public static func == (lhs: OrderedJSON, rhs: OrderedJSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let left), .bool(let right)): left == right
        case (.int(let left), .int(let right)): left == right
        case (.double(let left), .double(let right)): left == right
        case (.string(let left), .string(let right)): left == right
        case (.array(let left), .array(let right)): left == right
        case (.object(let left), .object(let right)):
            left.count == right.count && zip(left, right).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }
}
