import GraphQL

/// Why an operation is left to the engine: something the inline executor does not do
/// (introspection, a mutation, a directive argument it cannot decide before running, a field
/// with no reader).
struct InlineUnplannable: Error, CustomStringConvertible {
    let description: String
}

/// Collects an operation's fields as the engine's `collectFields` does — aliases merged by
/// key, fragment spreads (each name once per selection set) and inline fragments whose type
/// condition holds, `@skip` before `@include` — and plans the whole tree before anything
/// runs: the variables are known, so only a union's member is left to decide per value.
struct InlineSelectionPlanner {
    let schema: InlineSchema
    let fragments: [String: FragmentDefinition]
    let conditions: InlineDirectiveConditions

    /// The operation's root fields, planned down to their leaves.
    func rootFields(of operation: OperationDefinition) throws -> [InlinePlannedField] {
        guard operation.operation == .query else {
            throw InlineUnplannable(description: "a \(operation.operation.rawValue) is the engine's")
        }
        var collected = CollectedFields()
        try collect(operation.selectionSet, on: schema.queryTypeName, into: &collected, visited: [])
        return try collected.entries.map { key, nodes in
            let name = nodes.first?.name.value ?? key
            if name == "__typename" { return typeNameField(key: key, nodes: nodes, parent: schema.queryTypeName) }
            guard let field = schema.rootFields[name], let reader = schema.rootReaders[name] else {
                throw InlineUnplannable(description: "\(schema.queryTypeName).\(name) is the engine's")
            }
            return InlinePlannedField(
                key: key, name: name, parentTypeName: schema.queryTypeName, nodes: nodes, read: .root(reader),
                shape: try shape(of: field.type, nodes: nodes))
        }
    }

    private func selection(on type: InlineSchema.ObjectType, nodes: [Field]) throws -> InlineSelection {
        var collected = CollectedFields()
        for node in nodes {
            if let selectionSet = node.selectionSet {
                try collect(selectionSet, on: type.type.name, into: &collected, visited: [])
            }
        }
        let fields = try collected.entries.map { key, nodes in
            let name = nodes.first?.name.value ?? key
            if name == "__typename" { return typeNameField(key: key, nodes: nodes, parent: type.type.name) }
            guard let field = type.fields[name], let position = type.readers.position(of: name) else {
                throw InlineUnplannable(description: "\(type.type.name).\(name) has no reader")
            }
            return InlinePlannedField(
                key: key, name: name, parentTypeName: type.type.name, nodes: nodes, read: .field(position),
                shape: try shape(of: field.type, nodes: nodes))
        }
        return InlineSelection(type: type.readers, fields: fields)
    }

    /// How a field of `type` is completed, with what is selected under it for each object
    /// type its values may be.
    private func shape(of type: GraphQLType, nodes: [Field]) throws -> InlineShape {
        switch type {
        case let nonNull as GraphQLNonNull:
            return .nonNull(try shape(of: nonNull.ofType, nodes: nodes))
        case let list as GraphQLList:
            return .list(try shape(of: list.ofType, nodes: nodes))
        case is GraphQLLeafType:
            return .leaf
        case let object as GraphQLObjectType:
            guard let indexed = schema.objectTypes[object.name] else {
                throw InlineUnplannable(description: "no reader for type \(object.name)")
            }
            return .object(try selection(on: indexed, nodes: nodes))
        case let abstract as GraphQLAbstractType:
            return .oneOf(try schema.possibleTypes(of: abstract).map { try selection(on: $0, nodes: nodes) })
        default:
            throw InlineUnplannable(description: "a field of type \(type)")
        }
    }

    private func typeNameField(key: String, nodes: [Field], parent: String) -> InlinePlannedField {
        InlinePlannedField(
            key: key, name: "__typename", parentTypeName: parent, nodes: nodes, read: .typeName, shape: .nonNull(.leaf))
    }

    /// The engine's `collectFields`: `visited` holds the fragment names already spread in this
    /// selection set and the ones around it (a nested set's spreads do not reach back out).
    private func collect(
        _ selectionSet: SelectionSet, on typeName: String, into fields: inout CollectedFields, visited: Set<String>
    ) throws {
        var visited = visited
        for selection in selectionSet.selections {
            switch selection {
            case let field as Field:
                guard try conditions.includes(field.directives) else { continue }
                fields.append(field, key: field.alias?.value ?? field.name.value)
            case let fragment as InlineFragment:
                guard try conditions.includes(fragment.directives), matches(fragment.typeCondition, typeName) else { continue }
                try collect(fragment.selectionSet, on: typeName, into: &fields, visited: visited)
            case let spread as FragmentSpread:
                let name = spread.name.value
                let included = try conditions.includes(spread.directives)
                guard !visited.contains(name), included else { continue }
                visited.insert(name)
                guard let fragment = fragments[name], matches(fragment.typeCondition, typeName) else { continue }
                try collect(fragment.selectionSet, on: typeName, into: &fields, visited: visited)
            default:
                continue
            }
        }
    }

    /// The engine's `doesFragmentConditionMatch`.
    private func matches(_ condition: NamedType?, _ typeName: String) -> Bool {
        guard let condition, let conditional = schema.schema.getType(name: condition.name.value) else { return true }
        if let object = conditional as? GraphQLObjectType { return object.name == typeName }
        if let abstract = conditional as? GraphQLAbstractType, let runtime = schema.schema.getType(name: typeName) {
            return schema.schema.isSubType(abstractType: abstract, maybeSubType: runtime)
        }
        return false
    }
}

/// Fields by response key, in the order the keys were first met.
struct CollectedFields {
    private(set) var entries: [(key: String, nodes: [Field])] = []
    private var positions: [String: Int] = [:]

    mutating func append(_ field: Field, key: String) {
        if let position = positions[key] {
            entries[position].nodes.append(field)
        } else {
            positions[key] = entries.count
            entries.append((key, [field]))
        }
    }
}
