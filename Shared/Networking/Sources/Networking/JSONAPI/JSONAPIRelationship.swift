/// A relationship of a JSON:API resource, by its linkage (`data`).
public enum JSONAPIRelationship: Sendable, Hashable {
    /// The relationship has no `data` (only links or meta, or nothing).
    case missing
    /// `"data": null`: an empty to-one relationship.
    case empty
    /// `"data": {"type", "id"}`.
    case toOne(JSONAPIResourceIdentifier)
    /// `"data": [{"type", "id"}, …]`, possibly empty.
    case toMany([JSONAPIResourceIdentifier])

    /// The resources it names, in order: none, one or many.
    public var identifiers: [JSONAPIResourceIdentifier] {
        switch self {
        case .missing, .empty: return []
        case .toOne(let identifier): return [identifier]
        case .toMany(let identifiers): return identifiers
        }
    }
}
