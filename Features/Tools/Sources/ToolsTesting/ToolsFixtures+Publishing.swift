import Foundation
import ToolsData

/// A newer translation published on a content source: what a source serves once it is out.
public struct PublishedTranslationFixture: Sendable {
    /// The catalog with the newer translation in place of the old one.
    public let resources: ToolsResourcesDataModel
    /// Its manifest and pages, by content-addressed name.
    public let files: [String: Data]
    public let manifestName: String
    /// Its pages' file names, in order.
    public let pageNames: [String]
}

extension ToolsFixtures {
    /// `translationId`'s translation published again with `headings` as its pages, as version
    /// `version` under the id `translationId` + `-v` + `version` (the content API gives each
    /// published translation its own id).
    public static func publishing(
        _ translationId: String, headings: [String], version: Int = 2, over catalog: ToolsResourcesDataModel = resources
    ) -> PublishedTranslationFixture? {
        guard let old = catalog.translations.first(where: { $0.id == translationId }),
            let locale = languages.first(where: { $0.id == old.languageId })?.code
        else { return nil }
        let built = translationFiles(tool: old.resourceId, locale: locale, headings: headings)
        let newer = ToolsTranslationDataModel(
            id: "\(translationId)-v\(version)", resourceId: old.resourceId, languageId: old.languageId, version: version,
            manifestName: built.manifestName, translatedName: old.translatedName,
            translatedDescription: old.translatedDescription, translatedTagline: old.translatedTagline,
            conversationStarters: old.conversationStarters, bibleReferences: old.bibleReferences
        )
        let translations = catalog.translations.map { $0.id == translationId ? newer : $0 }
        return PublishedTranslationFixture(
            resources: ToolsResourcesDataModel(resources: catalog.resources, translations: translations),
            files: built.files, manifestName: built.manifestName, pageNames: built.pageNames
        )
    }
}

extension FakeToolsContentSource {
    /// Serves `published`: its catalog from now on, and its files except those in `withholding`
    /// (a source that fails partway through downloading it).
    public func publish(_ published: PublishedTranslationFixture, withholding: Set<String> = []) {
        for (name, data) in published.files where !withholding.contains(name) {
            replaceFile(named: name, with: data)
        }
        replaceCatalog(languages: ToolsFixtures.languages, resources: published.resources)
    }
}
