import GraphQL
import SystemKit

/// Runs an operation's root fields through the engine itself — its variable coercion, its
/// argument coercion from literals and variables (defaults included), its root `@skip` and
/// `@include`, and the schema's own resolvers with their argument decoding — and keeps what
/// each resolver returned (or threw) instead of letting the engine complete it. It does so
/// over a twin of the query type whose fields take the same arguments and call the same
/// resolvers but are typed as an opaque scalar, so the engine stops at the root.
struct InlineRootCapture: Sendable {
    /// What the engine resolved at the root: the response keys in order, `__typename`'s value
    /// where asked, and each other key's resolver outcome.
    struct Roots: Sendable {
        let keys: [String]
        let typeNames: [String: String]
        let outcomes: [String: Result<(any Sendable)?, any Error>]
    }

    private let twin: GraphQLSchema

    init(schema: GraphQLSchema) throws {
        guard let query = schema.queryType else { throw InlineSchema.Incomplete(description: "the schema has no query type") }
        let opaque = try GraphQLScalarType(name: "InlineRootValue", serialize: { _ in .null })
        var fields: GraphQLFieldMap = [:]
        for (name, field) in try query.fields() {
            guard let resolve = field.resolve else { continue }
            fields[name] = GraphQLField(
                type: opaque, args: field.args,
                resolve: { source, arguments, context, info in
                    guard let recorder = context as? Recorder, case .key(let key)? = info.path.elements.last else {
                        return nil
                    }
                    do {
                        recorder.record(key, .success(try await resolve(source, arguments, recorder.context, info)))
                    } catch {
                        recorder.record(key, .failure(error))
                    }
                    return nil
                })
        }
        let inputTypes = schema.typeMap.values.filter { type in
            !type.name.hasPrefix("__") && !(type is GraphQLObjectType) && !(type is GraphQLUnionType)
                && !(type is GraphQLInterfaceType)
        }
        twin = try GraphQLSchema(
            query: GraphQLObjectType(name: query.name, fields: fields), types: inputTypes,
            directives: schema.directives)
    }

    /// The root fields' outcomes, or the engine's errors when the operation could not run
    /// (a variable of the wrong type, an unknown operation name): the engine answers those.
    func resolve(
        _ document: Document, rootValue: any Sendable, context: any Sendable, variables: [String: Map], operationName: String?
    ) async -> Roots? {
        let recorder = Recorder(context: context)
        guard
            let result = try? await execute(
                schema: twin, documentAST: document, rootValue: rootValue, context: recorder, variableValues: variables,
                operationName: operationName),
            result.errors.isEmpty, case .dictionary(let data)? = result.data
        else { return nil }
        var typeNames: [String: String] = [:]
        for (key, value) in data {
            if case .string(let name) = value { typeNames[key] = name }
        }
        return Roots(keys: Array(data.keys), typeNames: typeNames, outcomes: recorder.outcomes)
    }

    /// Keeps each root resolver's outcome by response key, as the engine's tasks report them.
    private final class Recorder: Sendable {
        let context: any Sendable
        private let kept = LockedState<[String: Result<(any Sendable)?, any Error>]>([:])

        init(context: any Sendable) {
            self.context = context
        }

        func record(_ key: String, _ outcome: Result<(any Sendable)?, any Error>) {
            kept.withLock { $0[key] = outcome }
        }

        var outcomes: [String: Result<(any Sendable)?, any Error>] {
            kept.withLock { $0 }
        }
    }
}
