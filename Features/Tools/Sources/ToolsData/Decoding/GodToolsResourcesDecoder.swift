import Foundation
import Networking

/// Reads `GET /resources?include=latest-translations,attachments` (or one resource).
/// Tolerant as the format asks: `included` and relationships may be missing, unknown
/// attributes and types are ignored, and a resource or translation that cannot be
/// read is left out without losing the others.
public struct GodToolsResourcesDecoder: Sendable {
    public init() {}

    /// - Throws: `ToolsContentDecodingError` when the bytes are not a JSON:API document.
    public func decode(_ data: Data) throws(ToolsContentDecodingError) -> ToolsResourcesDataModel {
        let document: JSONAPIDocument
        do { document = try JSONAPIDocumentDecoder().decode(data) } catch { throw .notADocument }
        if document.primaryResources.isEmpty, let error = document.errors.first { throw .serverError(error.detail ?? "") }
        let resources = document.primaryResources.filter { $0.type == "resource" }
        var translations: [ToolsTranslationDataModel] = []
        var seenTranslationIds = Set<String>()
        for resource in resources {
            for included in document.includedResources(relatedTo: resource, by: "latest-translations")
            where included.type == "translation" && !seenTranslationIds.contains(included.id) {
                guard let translation = translation(included, of: resource.id) else { continue }
                seenTranslationIds.insert(translation.id)
                translations.append(translation)
            }
        }
        return ToolsResourcesDataModel(resources: resources.map(self.resource), translations: translations)
    }

    private func resource(_ resource: JSONAPIResource) -> ToolsResourceDataModel {
        let attributes = ContentAttributes(resource: resource)
        let abbreviation = attributes.text("abbreviation") ?? resource.id
        return ToolsResourceDataModel(
            id: resource.id,
            name: attributes.text("name") ?? abbreviation,
            abbreviation: abbreviation,
            resourceType: attributes.text("resource-type")?.lowercased() ?? "",
            description: attributes.text("description"),
            totalViews: max(0, attributes.int("total-views") ?? 0),
            category: attributes.text("attr-category"),
            defaultOrder: attributes.int("attr-default-order") ?? -1,
            defaultLocale: attributes.text("attr-default-locale") ?? "en",
            isHidden: attributes.bool("attr-hidden"),
            isSpotlight: attributes.bool("attr-spotlight"),
            metatoolId: resource.related("metatool").first?.id,
            bannerAttachmentId: attributes.text("attr-banner"),
            defaultVariantId: resource.related("default-variant").first?.id
        )
    }

    /// A translation of `resourceId`; `nil` without a language, or when it is not published.
    private func translation(_ resource: JSONAPIResource, of resourceId: String) -> ToolsTranslationDataModel? {
        let attributes = ContentAttributes(resource: resource)
        guard let languageId = resource.related("language").first?.id else { return nil }
        if resource.attributes["is-published"] != nil, !attributes.bool("is-published") { return nil }
        return ToolsTranslationDataModel(
            id: resource.id,
            resourceId: resourceId,
            languageId: languageId,
            version: attributes.int("version") ?? 1,
            manifestName: attributes.text("manifest-name"),
            translatedName: attributes.text("translated-name"),
            translatedDescription: attributes.text("translated-description"),
            translatedTagline: attributes.text("translated-tagline"),
            conversationStarters: attributes.text("attr-tool-details-conversation-starters"),
            bibleReferences: attributes.text("attr-tool-details-bible-references")
        )
    }
}
