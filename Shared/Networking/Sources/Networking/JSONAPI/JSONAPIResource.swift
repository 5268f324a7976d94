/// One resource object of a JSON:API document.
///
/// Attributes stay JSON values, so a feature reads the keys it knows (kebab-case ones,
/// `attr-*` ones whose values are strings) and ignores the rest.
public struct JSONAPIResource: Sendable, Hashable {
    public var type: String
    public var id: String
    public var attributes: [String: JSONValue]
    /// Relationships by name; one that is not listed is absent from the resource.
    public var relationships: [String: JSONAPIRelationship]

    public init(
        type: String, id: String, attributes: [String: JSONValue] = [:],
        relationships: [String: JSONAPIRelationship] = [:]
    ) {
        self.type = type
        self.id = id
        self.attributes = attributes
        self.relationships = relationships
    }

    public var identifier: JSONAPIResourceIdentifier {
        JSONAPIResourceIdentifier(type: type, id: id)
    }

    /// The attribute named `key` when it is a string.
    public func string(_ key: String) -> String? {
        attributes[key]?.stringValue
    }

    /// The resources the relationship named `name` links to; none when it is absent or empty.
    public func related(_ name: String) -> [JSONAPIResourceIdentifier] {
        relationships[name]?.identifiers ?? []
    }
}
