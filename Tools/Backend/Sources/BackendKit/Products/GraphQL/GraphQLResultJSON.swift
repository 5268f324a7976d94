import GraphQL
import Primitives

/// A GraphQL result as JSON, in the order GraphQL asks for: `errors` first when there are
/// any, then `data` with its fields in the order the query selected them.
enum GraphQLResultJSON {
    static func json(_ result: GraphQLResult) -> OrderedJSON {
        json(errors: result.errors, data: result.data.map(json))
    }

    static func json(errors: [GraphQLError], data: OrderedJSON?) -> OrderedJSON {
        var members: [(key: String, value: OrderedJSON)] = []
        if !errors.isEmpty { members.append(("errors", .array(errors.map(error)))) }
        if let data { members.append(("data", data)) }
        return .object(members)
    }

    static func json(_ map: Map) -> OrderedJSON {
        switch map {
        case .undefined, .null: return .null
        case .bool(let value): return .bool(value)
        case .number(let number):
            switch number.storageType {
            case .bool: return .bool(number.boolValue)
            case .int: return .int(number.intValue)
            case .double, .unknown: return .double(number.doubleValue)
            }
        case .string(let value): return .string(value)
        case .array(let values): return .array(values.map(json))
        case .dictionary(let values): return .object(values.map { (key: $0.key, value: json($0.value)) })
        }
    }

    /// `{"message", "locations"?, "path"?, "extensions"?}`, each part only when it has something.
    private static func error(_ error: GraphQLError) -> OrderedJSON {
        var members: [(key: String, value: OrderedJSON)] = [("message", .string(error.message))]
        if !error.locations.isEmpty {
            members.append(
                (
                    "locations",
                    .array(error.locations.map { .object([("line", .int($0.line)), ("column", .int($0.column))]) })
                ))
        }
        if !error.path.elements.isEmpty {
            members.append(
                (
                    "path",
                    .array(
                        error.path.elements.map { element in
                            switch element {
                            case .index(let index): return .int(index)
                            case .key(let key): return .string(key)
                            }
                        })
                ))
        }
        if !error.extensions.isEmpty {
            members.append(("extensions", .object(error.extensions.sorted { $0.key < $1.key }.map { ($0.key, json($0.value)) })))
        }
        return .object(members)
    }
}
