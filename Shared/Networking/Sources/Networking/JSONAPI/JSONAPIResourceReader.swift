/// Turns one JSON value into a `JSONAPIResource`, or says why it cannot.
enum JSONAPIResourceReader {
    /// What is wrong with a resource object.
    struct Problem: Error, Equatable {
        let reason: String
    }

    static func resource(from value: JSONValue) -> Result<JSONAPIResource, Problem> {
        guard let members = value.objectValue else { return .failure(Problem(reason: "not an object")) }
        let identifier: JSONAPIResourceIdentifier
        switch self.identifier(from: members) {
        case .success(let found): identifier = found
        case .failure(let problem): return .failure(problem)
        }
        guard let attributes = optionalObject(members["attributes"]) else {
            return .failure(Problem(reason: #""attributes" is not an object"#))
        }
        guard let relationshipObjects = optionalObject(members["relationships"]) else {
            return .failure(Problem(reason: #""relationships" is not an object"#))
        }
        var relationships: [String: JSONAPIRelationship] = [:]
        for (name, relationshipValue) in relationshipObjects {
            guard let relationship = relationship(from: relationshipValue) else {
                return .failure(Problem(reason: #"relationship "\#(name)" has no readable "data""#))
            }
            relationships[name] = relationship
        }
        return .success(
            JSONAPIResource(
                type: identifier.type, id: identifier.id, attributes: attributes, relationships: relationships
            ))
    }

    /// `type` and `id` of a resource object or a resource identifier; an `id` sent as a
    /// number is read as its digits.
    static func identifier(from members: [String: JSONValue]) -> Result<JSONAPIResourceIdentifier, Problem> {
        guard let type = members["type"]?.stringValue, !type.isEmpty else {
            return .failure(Problem(reason: #"no "type""#))
        }
        let id = members["id"]?.stringValue ?? members["id"]?.intValue.map(String.init)
        guard let id, !id.isEmpty else { return .failure(Problem(reason: #"no "id""#)) }
        return .success(JSONAPIResourceIdentifier(type: type, id: id))
    }

    /// A relationship object's linkage; `nil` when the object or its `data` is of the wrong shape.
    private static func relationship(from value: JSONValue) -> JSONAPIRelationship? {
        guard let members = value.objectValue else { return nil }
        switch members["data"] {
        case nil:
            return .missing
        case .null?:
            return .empty
        case .object(let linkage)?:
            guard case .success(let identifier) = identifier(from: linkage) else { return nil }
            return .toOne(identifier)
        case .array(let elements)?:
            var identifiers: [JSONAPIResourceIdentifier] = []
            for element in elements {
                guard let linkage = element.objectValue,
                    case .success(let identifier) = identifier(from: linkage)
                else { return nil }
                identifiers.append(identifier)
            }
            return .toMany(identifiers)
        default:
            return nil
        }
    }

    /// The members of `value`; empty when it is missing or `null`; `nil` when it is not an object.
    private static func optionalObject(_ value: JSONValue?) -> [String: JSONValue]? {
        switch value {
        case nil, .null?: return [:]
        case .object(let members)?: return members
        default: return nil
        }
    }
}
