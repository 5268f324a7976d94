import GraphQL

/// The schema as the inline executor walks it: each object type's fields (their GraphQL
/// types, from the engine's schema) beside the readers that take their values off Swift
/// values, and the root fields' readers. Made once, from the schema the engine serves.
struct InlineSchema: Sendable {
    /// One object type: its GraphQL type, its fields, and how to read them.
    struct ObjectType: Sendable {
        let type: GraphQLObjectType
        let fields: [String: GraphQLField]
        let readers: InlineObjectType
    }

    let schema: GraphQLSchema
    let queryTypeName: String
    /// `Query`'s fields and the readers of their values.
    let rootFields: [String: GraphQLField]
    let rootReaders: [String: InlineRootField]
    /// Every other object type, by name.
    let objectTypes: [String: ObjectType]

    /// Why a schema cannot be walked in line: a type or field with no reader.
    struct Incomplete: Error, CustomStringConvertible {
        let description: String
    }

    init(schema: GraphQLSchema, types: [InlineObjectType], roots: [String: InlineRootField]) throws {
        guard let query = schema.queryType else { throw Incomplete(description: "the schema has no query type") }
        self.schema = schema
        queryTypeName = query.name
        rootFields = try Self.fields(of: query)
        rootReaders = roots
        let readers = Dictionary(types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var objectTypes: [String: ObjectType] = [:]
        for case let type as GraphQLObjectType in schema.typeMap.values
        where type.name != query.name && !type.name.hasPrefix("__") {
            guard let reader = readers[type.name] else { throw Incomplete(description: "no reader for type \(type.name)") }
            objectTypes[type.name] = ObjectType(type: type, fields: try Self.fields(of: type), readers: reader)
        }
        self.objectTypes = objectTypes
    }

    /// The fields of the schema that have no reader and the readers of no field of the
    /// schema, as `Type.field` (for the tests: none).
    var unmatchedFields: [String] {
        let roots = Set(rootFields.keys).symmetricDifference(rootReaders.keys).map { "\(queryTypeName).\($0)" }
        let others = objectTypes.values.flatMap { object in
            Set(object.fields.keys).symmetricDifference(object.readers.fieldNames).map { "\(object.type.name).\($0)" }
        }
        return (roots + others).sorted()
    }

    /// The object types a value of `type` may be at run time, in the schema's order.
    func possibleTypes(of type: GraphQLAbstractType) -> [ObjectType] {
        schema.getPossibleTypes(abstractType: type).compactMap { objectTypes[$0.name] }
    }

    private static func fields(of type: GraphQLObjectType) throws -> [String: GraphQLField] {
        var fields: [String: GraphQLField] = [:]
        for (name, field) in try type.fields() { fields[name] = field }
        return fields
    }
}
