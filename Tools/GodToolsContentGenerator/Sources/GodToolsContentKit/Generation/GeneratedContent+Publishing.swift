import Primitives

/// A translation published again: what a content team does when it edits a tool.
public struct PublishedTranslation: Sendable {
    /// The content with the new translation in place of the old one.
    public let content: GeneratedContent
    /// The translation the content now lists for the tool and language.
    public let translation: GeneratedTranslation
    /// The one it replaced.
    public let replaced: GeneratedTranslation
}

extension GeneratedContent {
    /// The content with the latest translation of the tool `abbreviation` into `languageCode`
    /// published again, as the content API does: a new translation id, the version one higher,
    /// its first page's first text marked with the new version (so the page, and so the
    /// manifest, get new names by their SHA-256), the rest of its files as they were. The
    /// old files stay served. `nil` when the tool has no translation into that language.
    public func publishingNewerTranslation(tool abbreviation: String, languageCode: String) -> PublishedTranslation? {
        guard let resource = resources.first(where: { $0.abbreviation.lowercased() == abbreviation.lowercased() }),
            let old = translations.first(where: {
                $0.resourceId == resource.id && $0.languageCode.lowercased() == languageCode.lowercased()
            }),
            let firstPage = old.pageFileNames.first, let pageText = files[firstPage], let manifestText = files[old.manifestName],
            let revisedPage = Self.revised(pageText, version: old.version + 1)
        else { return nil }
        var files = files
        let pageName = Self.store(revisedPage, in: &files)
        let oldEntry = Self.pageEntry(firstPage, size: pageText.utf8.count)
        let newEntry = Self.pageEntry(pageName, size: revisedPage.utf8.count)
        guard manifestText.contains(oldEntry) else { return nil }
        let manifestName = Self.store(manifestText.replacingFirst(oldEntry, with: newEntry), in: &files)
        let nextId = String((translations.compactMap { Int($0.id) }.max() ?? 0) + 1)
        let newer = GeneratedTranslation(
            id: nextId, resourceId: old.resourceId, languageId: old.languageId, languageCode: old.languageCode,
            version: old.version + 1, translatedName: old.translatedName, translatedDescription: old.translatedDescription,
            translatedTagline: old.translatedTagline, manifestName: manifestName,
            pageFileNames: [pageName] + old.pageFileNames.dropFirst()
        )
        let translations = translations.map { $0.id == old.id ? newer : $0 }
        let resources = resources.map { resource in
            resource.id == old.resourceId
                ? resource.withTranslationIds(resource.translationIds.map { $0 == old.id ? nextId : $0 }) : resource
        }
        let content = GeneratedContent(
            languagesDocument: languagesDocument,
            resourcesDocument: ContentDocuments.resources(resources, translations: translations).indentedText(),
            files: files, resources: resources, translations: translations, languageCodes: languageCodes,
            rightToLeftCodes: rightToLeftCodes, rankings: rankings
        )
        return PublishedTranslation(content: content, translation: newer, replaced: old)
    }

    /// `page` with its first text ending in "(edition N)"; nil when it has no text element.
    private static func revised(_ page: String, version: Int) -> String? {
        guard let open = page.range(of: "<content:text"),
            let close = page.range(of: "</content:text>", range: open.upperBound..<page.endIndex)
        else { return nil }
        var text = page
        text.insert(contentsOf: " (edition \(version))", at: close.lowerBound)
        return text
    }

    private static func pageEntry(_ name: String, size: Int) -> String {
        let hash = name.split(separator: ".").first.map(String.init) ?? name
        return #"src="\#(name)" checksum-sha256="\#(hash)" size="\#(size)""#
    }

    private static func store(_ text: String, in files: inout [String: String]) -> String {
        let name = SHA256.hexDigest(of: Array(text.utf8)) + ".xml"
        files[name] = text
        return name
    }
}

extension GeneratedResource {
    fileprivate func withTranslationIds(_ ids: [String]) -> GeneratedResource {
        GeneratedResource(
            id: id, abbreviation: abbreviation, name: name, type: type, category: category, defaultOrder: defaultOrder,
            defaultLocale: defaultLocale, isHidden: isHidden, isSpotlight: isSpotlight, totalViews: totalViews,
            translationIds: ids, attachmentId: attachmentId, metatoolId: metatoolId, variantIds: variantIds)
    }
}

extension String {
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
