import GraphQL

/// Decides `@skip(if:)` and `@include(if:)` before the operation runs, as the engine's
/// `shouldIncludeNode` does after coercing the variables: the first `@skip` whose condition is
/// true leaves a selection out, then the first `@include` whose condition is false. A condition
/// is a literal or a variable declared `Boolean!` (given, or by its default); anything else is
/// left to the engine.
struct InlineDirectiveConditions {
    let definitions: [String: VariableDefinition]
    let variables: [String: Map]

    init(operation: OperationDefinition, variables: [String: Map]) {
        definitions = Dictionary(
            operation.variableDefinitions.map { ($0.variable.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        self.variables = variables
    }

    func includes(_ directives: [Directive]) throws -> Bool {
        if let skip = directives.first(where: { $0.name.value == "skip" }), try condition(skip) {
            return false
        }
        if let include = directives.first(where: { $0.name.value == "include" }), try !condition(include) {
            return false
        }
        return true
    }

    private func condition(_ directive: Directive) throws -> Bool {
        guard let argument = directive.arguments.first(where: { $0.name.value == "if" }) else {
            throw InlineUnplannable(description: "@\(directive.name.value) without if")
        }
        switch argument.value {
        case let literal as BooleanValue:
            return literal.value
        case let variable as Variable:
            return try value(of: variable.name.value)
        default:
            throw InlineUnplannable(description: "@\(directive.name.value)(if:) of another kind")
        }
    }

    private func value(of name: String) throws -> Bool {
        guard let definition = definitions[name], let nonNull = definition.type as? NonNullType,
            let named = nonNull.type as? NamedType, named.name.value == "Boolean"
        else { throw InlineUnplannable(description: "$\(name) is not declared Boolean!") }
        switch variables[name] {
        case .bool(let value): return value
        case nil, .undefined:
            if let fallback = definition.defaultValue as? BooleanValue { return fallback.value }
        default: break
        }
        throw InlineUnplannable(description: "$\(name) is not a Boolean")
    }
}
