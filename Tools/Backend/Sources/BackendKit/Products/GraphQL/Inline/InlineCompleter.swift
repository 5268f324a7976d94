import GraphQL
import Primitives

/// Completes values by their planned shapes, in line, as the engine's `completeValue` does:
/// a non-null type refuses null (the error goes up to the nearest nullable field, which
/// becomes null), a list completes each item (an item that comes out null is left out, as this
/// engine leaves it out), a leaf is written as it was read, a union picks the first member type
/// that accepts the value, and an object selects its planned fields. A nullable field's error
/// is kept in `errors` and the field is null.
struct InlineCompleter {
    private(set) var errors: [GraphQLError] = []
    private var path: [IndexPathValue] = []

    /// The value of `field` under the current path; `nil` when it is null (or its error was kept).
    /// Throws the error a non-null field meets, for the field above to take.
    mutating func complete(_ value: InlineValue, of field: InlinePlannedField) throws -> OrderedJSON? {
        path.append(.key(field.key))
        defer { path.removeLast() }
        if case .nonNull = field.shape { return try completeValue(value, shape: field.shape, field: field) }
        return completeCatching(value, shape: field.shape, field: field)
    }

    /// The error a root resolver threw, located at its field as the engine locates it.
    func located(_ error: any Error, field: InlinePlannedField) -> GraphQLError {
        if let error = error as? GraphQLError { return error }
        return GraphQLError(
            message: String(describing: error), nodes: field.nodes, path: IndexPath(path + [.key(field.key)]),
            originalError: error)
    }

    mutating func keep(_ error: GraphQLError) {
        errors.append(error)
    }

    /// The object of `selection`'s fields read off `source`. Every field is completed (so the
    /// errors of its nullable fields are all kept) before the first non-null field's error is
    /// thrown, as the engine waits for all of an object's fields.
    private mutating func select(_ selection: InlineSelection, on source: any Sendable, field: InlinePlannedField) throws
        -> OrderedJSON
    {
        guard let values = selection.type.read(source, selection.positions) else {
            throw GraphQLError(
                message: "Expected value of type \"\(selection.type.name)\" but got: \(source).", nodes: field.nodes)
        }
        var members: [(key: String, value: OrderedJSON)] = []
        members.reserveCapacity(values.count)
        var thrown: (any Error)?
        for (field, value) in zip(selection.fields, values) {
            do {
                let read = if case .typeName = field.read { InlineValue.leaf(.string(selection.type.name)) } else { value }
                members.append((field.key, try complete(read, of: field) ?? .null))
            } catch {
                if thrown == nil { thrown = error }
            }
        }
        if let thrown { throw thrown }
        return .object(members)
    }

    private mutating func completeCatching(_ value: InlineValue, shape: InlineShape, field: InlinePlannedField) -> OrderedJSON? {
        do {
            return try completeValue(value, shape: shape, field: field)
        } catch {
            errors.append(error as? GraphQLError ?? GraphQLError(error))
            return nil
        }
    }

    private mutating func completeValue(_ value: InlineValue, shape: InlineShape, field: InlinePlannedField) throws
        -> OrderedJSON?
    {
        if case .nonNull(let inner) = shape {
            guard let completed = try completeValue(value, shape: inner, field: field) else {
                throw GraphQLError(message: "Cannot return null for non-nullable field \(field.parentTypeName).\(field.name).")
            }
            return completed
        }
        switch (value, shape) {
        case (.null, _):
            return nil
        case (.leaf(let leaf), .leaf):
            switch leaf {
            case .int(let number): return .int(number)
            case .string(let text): return .string(text)
            case .bool(let flag): return .bool(flag)
            }
        case (.list(let items), .list(let itemShape)):
            var completed: [OrderedJSON] = []
            completed.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                path.append(.index(index))
                defer { path.removeLast() }
                let json =
                    if case .nonNull = itemShape {
                        try completeValue(item, shape: itemShape, field: field)
                    } else {
                        completeCatching(item, shape: itemShape, field: field)
                    }
                if let json { completed.append(json) }
            }
            return .array(completed)
        case (.object, .list), (.leaf, .list):
            throw GraphQLError(message: "Expected array, but did not find one for field \(field.parentTypeName).\(field.name).")
        case (.object(let source), .object(let selection)):
            return try select(selection, on: source, field: field)
        case (.object(let source), .oneOf(let members)):
            guard let member = members.first(where: { $0.type.accepts(source) }) else {
                throw GraphQLError(message: "Could not find a resolve function.", nodes: field.nodes)
            }
            return try select(member, on: source, field: field)
        default:
            throw GraphQLError(
                message: "\(field.parentTypeName).\(field.name): the inline reader's value does not fit the field's type",
                nodes: field.nodes, path: IndexPath(path))
        }
    }
}
