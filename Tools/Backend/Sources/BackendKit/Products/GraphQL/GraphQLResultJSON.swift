import GraphQL
import Primitives

/// A GraphQL result as JSON, in the order GraphQL asks for: `errors` first when there are
/// any, then `data` with its fields in the order the query selected them (written by the
/// executor that completed it).
enum GraphQLResultJSON {
    /// `{"errors": […], "data": …}`, `data` given as its JSON bytes (`nil`: no `data`).
    static func bytes(errors: [GraphQLError], data: [UInt8]?) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity((data?.count ?? 0) + 512)
        output.append(UInt8(ascii: "{"))
        if !errors.isEmpty {
            output.append(contentsOf: #""errors":"#.utf8)
            JSONBytesWriter.write(.array(errors.map(error)), to: &output)
            if data != nil { output.append(UInt8(ascii: ",")) }
        }
        if let data {
            output.append(contentsOf: #""data":"#.utf8)
            output.append(contentsOf: data)
        }
        output.append(UInt8(ascii: "}"))
        return output
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
