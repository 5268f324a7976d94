import GraphQL

/// Completes values by their planned shapes, in line, and writes them as JSON, as the
/// engine's `completeValue` completes them: a non-null type refuses null (the error goes up to
/// the nearest nullable field, whose partial JSON is taken back and which is written null), a
/// list completes each item (an item that comes out null is left out, as this engine leaves it
/// out), a leaf is written as it was read, a union picks the first member type that accepts
/// the value, and an object selects its planned fields. A nullable field's error is kept in
/// `errors`.
struct InlineCompleter {
    private(set) var errors: [GraphQLError] = []
    /// The JSON written so far.
    private(set) var output: [UInt8] = []
    private var path: [IndexPathValue] = []

    init(capacity: Int = 1 << 16) {
        output.reserveCapacity(capacity)
    }

    mutating func write(_ bytes: some Sequence<UInt8>) {
        output.append(contentsOf: bytes)
    }

    /// Writes the value of `field` (not its key); writes nothing and returns `false` when it is
    /// null or its error was kept. Throws the error a non-null field meets, for the field above
    /// to take.
    mutating func complete(_ value: InlineValue, of field: InlinePlannedField) throws -> Bool {
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
    private mutating func select(_ selection: InlineSelection, on source: any Sendable, field: InlinePlannedField) throws {
        guard let values = selection.type.read(source, selection.positions) else {
            throw GraphQLError(
                message: "Expected value of type \"\(selection.type.name)\" but got: \(source).", nodes: field.nodes)
        }
        output.append(UInt8(ascii: "{"))
        var thrown: (any Error)?
        for (index, (field, value)) in zip(selection.fields, values).enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            output.append(contentsOf: field.keyJSON)
            do {
                let read = if case .typeName = field.read { InlineValue.leaf(.string(selection.type.name)) } else { value }
                if try !complete(read, of: field) { output.append(contentsOf: "null".utf8) }
            } catch {
                if thrown == nil { thrown = error }
            }
        }
        output.append(UInt8(ascii: "}"))
        if let thrown { throw thrown }
    }

    /// A nullable value: on an error, what it wrote is taken back and the error kept.
    private mutating func completeCatching(_ value: InlineValue, shape: InlineShape, field: InlinePlannedField) -> Bool {
        let mark = output.count
        do {
            return try completeValue(value, shape: shape, field: field)
        } catch {
            output.removeSubrange(mark...)
            errors.append(error as? GraphQLError ?? GraphQLError(error))
            return false
        }
    }

    private mutating func completeValue(_ value: InlineValue, shape: InlineShape, field: InlinePlannedField) throws -> Bool {
        if case .nonNull(let inner) = shape {
            guard try completeValue(value, shape: inner, field: field) else {
                throw GraphQLError(message: "Cannot return null for non-nullable field \(field.parentTypeName).\(field.name).")
            }
            return true
        }
        switch (value, shape) {
        case (.null, _):
            return false
        case (.leaf(let leaf), .leaf):
            switch leaf {
            case .int(let number): output.append(contentsOf: String(number).utf8)
            case .string(let text): JSONBytesWriter.write(text, to: &output)
            case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
            }
            return true
        case (.list(let items), .list(let itemShape)):
            try completeList(items, itemShape: itemShape, field: field)
            return true
        case (.object, .list), (.leaf, .list):
            throw GraphQLError(message: "Expected array, but did not find one for field \(field.parentTypeName).\(field.name).")
        case (.object(let source), .object(let selection)):
            try select(selection, on: source, field: field)
            return true
        case (.object(let source), .oneOf(let members)):
            guard let member = members.first(where: { $0.type.accepts(source) }) else {
                throw GraphQLError(message: "Could not find a resolve function.", nodes: field.nodes)
            }
            try select(member, on: source, field: field)
            return true
        default:
            throw GraphQLError(
                message: "\(field.parentTypeName).\(field.name): the inline reader's value does not fit the field's type",
                nodes: field.nodes, path: IndexPath(path))
        }
    }

    private mutating func completeList(_ items: [InlineValue], itemShape: InlineShape, field: InlinePlannedField) throws {
        output.append(UInt8(ascii: "["))
        var written = false
        for (index, item) in items.enumerated() {
            path.append(.index(index))
            defer { path.removeLast() }
            let mark = output.count
            if written { output.append(UInt8(ascii: ",")) }
            let wrote =
                if case .nonNull = itemShape {
                    try completeValue(item, shape: itemShape, field: field)
                } else {
                    completeCatching(item, shape: itemShape, field: field)
                }
            if wrote { written = true } else { output.removeSubrange(mark...) }
        }
        output.append(UInt8(ascii: "]"))
    }
}
