import Primitives

/// A relationship `include` can name on `/resources`.
public enum ResourceInclusion: String, Sendable, CaseIterable {
    case latestTranslations = "latest-translations"
    case attachments

    static let all = Set(allCases)
}

extension GeneratedContent {
    /// `GET /resources`: the resources kept by `isListed`, with `included` only when `include` names something.
    public func resourcesDocument(
        including kinds: Set<ResourceInclusion>, where isListed: (GeneratedResource) -> Bool = { _ in true }
    ) -> OrderedJSON {
        let listed = resources.filter(isListed)
        var members: [(key: String, value: OrderedJSON)] = [("data", .array(listed.map(ContentDocuments.resourceObject)))]
        if !kinds.isEmpty {
            members.append(("included", .array(ContentDocuments.included(of: listed, translations: translations, kinds: kinds))))
        }
        return .object(members)
    }

    /// `GET /resources/{id}`: one resource as `data`, or `nil` when there is none with that id.
    public func resourceDocument(id: String, including kinds: Set<ResourceInclusion>) -> OrderedJSON? {
        guard let resource = resources.first(where: { $0.id == id }) else { return nil }
        var members: [(key: String, value: OrderedJSON)] = [("data", ContentDocuments.resourceObject(resource))]
        if !kinds.isEmpty {
            members.append(
                ("included", .array(ContentDocuments.included(of: [resource], translations: translations, kinds: kinds))))
        }
        return .object(members)
    }
}
