/// A JSON:API document: its primary data, the resources it includes, its errors,
/// and the resource objects that could not be read.
public struct JSONAPIDocument: Sendable {
    /// The document's `data`.
    public enum PrimaryData: Sendable, Hashable {
        /// `data` missing or `null`.
        case none
        /// `data` is one resource object.
        case single(JSONAPIResource)
        /// `data` is an array of resource objects.
        case many([JSONAPIResource])
    }

    public var data: PrimaryData
    /// The `included` resources, in order; empty when absent.
    public var included: [JSONAPIResource]
    /// The `errors` of an error document; empty otherwise.
    public var errors: [JSONAPIError]
    /// Resource objects left out of `data` and `included` because they could not be read.
    public var skipped: [JSONAPISkippedResource]

    private let includedByIdentifier: [JSONAPIResourceIdentifier: JSONAPIResource]

    public init(
        data: PrimaryData, included: [JSONAPIResource] = [], errors: [JSONAPIError] = [],
        skipped: [JSONAPISkippedResource] = []
    ) {
        self.data = data
        self.included = included
        self.errors = errors
        self.skipped = skipped
        includedByIdentifier = Dictionary(included.map { ($0.identifier, $0) }) { first, _ in first }
    }

    /// The primary resources: none, the one, or all of them, in order.
    public var primaryResources: [JSONAPIResource] {
        switch data {
        case .none: return []
        case .single(let resource): return [resource]
        case .many(let resources): return resources
        }
    }

    /// The included resource of that type and id, if the document has it.
    public func included(type: String, id: String) -> JSONAPIResource? {
        includedByIdentifier[JSONAPIResourceIdentifier(type: type, id: id)]
    }

    /// The included resource `identifier` names, if the document has it.
    public func included(_ identifier: JSONAPIResourceIdentifier) -> JSONAPIResource? {
        includedByIdentifier[identifier]
    }

    /// The included resources a relationship of `resource` links to, in order; those the
    /// document does not include are left out.
    public func includedResources(relatedTo resource: JSONAPIResource, by relationship: String) -> [JSONAPIResource] {
        resource.related(relationship).compactMap { included($0) }
    }
}
