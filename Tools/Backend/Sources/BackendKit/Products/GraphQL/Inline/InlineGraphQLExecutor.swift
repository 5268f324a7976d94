import GraphQL

/// Executes validated query operations in line: the engine parses and validates the request
/// (once per query text, `ValidatedDocuments`) and resolves the root fields
/// (`InlineRootCapture`), then the fields below are read and completed synchronously
/// (`InlineSelectionPlanner`, `InlineCompleter`) from the same values the engine would have
/// completed, with no task per field and no coder per leaf. Whatever it
/// does not do — a request that does not parse or validate, a variable the engine refuses,
/// introspection, a mutation, a directive it cannot decide before running — it hands back
/// for the engine to answer.
struct InlineGraphQLExecutor: Sendable {
    /// The answer: the errors and the data as JSON (`nil` when a non-null root field failed),
    /// or why the engine should answer instead.
    enum Outcome {
        case answered(errors: [GraphQLError], data: [UInt8]?)
        case engine(reason: String)
    }

    let schema: InlineSchema
    let capture: InlineRootCapture
    let documents: ValidatedDocuments

    init(schema: GraphQLSchema, types: [InlineObjectType], roots: [String: InlineRootField]) throws {
        self.schema = try InlineSchema(schema: schema, types: types, roots: roots)
        capture = try InlineRootCapture(schema: schema)
        documents = ValidatedDocuments(schema: schema)
    }

    func execute(_ request: GraphQLRequest, rootValue: any Sendable, context: any Sendable) async -> Outcome {
        guard let document = documents.document(request.query) else {
            return .engine(reason: "the request does not parse or is not valid")
        }
        let plannedRoots: [InlinePlannedField]
        do {
            plannedRoots = try plan(document, request)
        } catch {
            return .engine(reason: String(describing: error))
        }
        guard
            let roots = await capture.resolve(
                document, rootValue: rootValue, context: context, variables: request.variables,
                operationName: request.operationName)
        else { return .engine(reason: "the engine refused the operation") }
        guard roots.keys == plannedRoots.map(\.key) else { return .engine(reason: "the root fields differ from the plan") }
        return complete(plannedRoots, roots)
    }

    private func plan(_ document: Document, _ request: GraphQLRequest) throws -> [InlinePlannedField] {
        var operations: [OperationDefinition] = []
        var fragments: [String: FragmentDefinition] = [:]
        for definition in document.definitions {
            switch definition {
            case let operation as OperationDefinition: operations.append(operation)
            case let fragment as FragmentDefinition: fragments[fragment.name.value] = fragment
            default: throw InlineUnplannable(description: "a definition of kind \(definition.kind)")
            }
        }
        let chosen =
            request.operationName.map { name in operations.filter { $0.name?.value == name } } ?? operations
        guard chosen.count == 1, let operation = chosen.first else {
            throw InlineUnplannable(description: "the operation to run is not one")
        }
        let planner = InlineSelectionPlanner(
            schema: schema, fragments: fragments,
            conditions: InlineDirectiveConditions(operation: operation, variables: request.variables))
        return try planner.rootFields(of: operation)
    }

    /// The engine's `executeOperation` and `execute` over the captured roots: a nullable root
    /// field's error is kept beside the data; a non-null one's is the only error, without data.
    private func complete(_ fields: [InlinePlannedField], _ roots: InlineRootCapture.Roots) -> Outcome {
        var completer = InlineCompleter()
        var thrown: GraphQLError?
        completer.write("{".utf8)
        for (index, field) in fields.enumerated() {
            if index > 0 { completer.write(",".utf8) }
            completer.write(field.keyJSON)
            let value: InlineValue
            switch field.read {
            case .typeName:
                value = .leaf(.string(roots.typeNames[field.key] ?? schema.queryTypeName))
            case .root(let reader):
                switch roots.outcomes[field.key] {
                case .success(let resolved): value = reader.read(resolved)
                case .failure(let error):
                    let located = completer.located(error, field: field)
                    if case .nonNull = field.shape { thrown = thrown ?? located } else { completer.keep(located) }
                    completer.write("null".utf8)
                    continue
                case nil: return .engine(reason: "\(field.key) was not resolved")
                }
            case .field:
                return .engine(reason: "\(field.key) is no root field")
            }
            do {
                if try !completer.complete(value, of: field) { completer.write("null".utf8) }
            } catch {
                thrown = thrown ?? (error as? GraphQLError ?? GraphQLError(error))
            }
        }
        completer.write("}".utf8)
        if let thrown { return .answered(errors: [thrown], data: nil) }
        return .answered(errors: completer.errors, data: completer.output)
    }
}
