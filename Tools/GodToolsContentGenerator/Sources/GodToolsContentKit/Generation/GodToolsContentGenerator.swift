import Primitives

/// Makes the bundled GodTools content set from a seed: the languages and
/// resources documents in the content API's JSON:API format, and every
/// manifest and page, named by the SHA-256 of its bytes.
public struct GodToolsContentGenerator: Sendable {
    public static let defaultSeed: UInt64 = 20_260_115
    public let seed: UInt64

    public init(seed: UInt64 = Self.defaultSeed) {
        self.seed = seed
    }

    public func generate() -> GeneratedContent {
        var random = SeededDraws(seed: seed)
        let languages = ContentLanguage.all
        let blueprints = ResourceBlueprint.all
        let resourceIds = Dictionary(uniqueKeysWithValues: blueprints.enumerated().map { ($1.abbreviation, String($0 + 1)) })
        let orders = random.shuffled(Array(1...blueprints.count))

        var resources: [GeneratedResource] = []
        var translations: [GeneratedTranslation] = []
        var files: [String: String] = [:]
        for (index, blueprint) in blueprints.enumerated() {
            let resourceId = String(index + 1)
            var translationIds: [String] = []
            if !blueprint.isMetatool {
                for language in translatedLanguages(blueprint, languages: languages, random: &random) {
                    let translation = makeTranslation(
                        id: String(translations.count + 1), resourceIndex: index, blueprint: blueprint,
                        resourceId: resourceId, language: language, random: &random, files: &files
                    )
                    translations.append(translation)
                    translationIds.append(translation.id)
                }
            }
            let metatool = blueprints.first { $0.variants.contains(blueprint.abbreviation) }
            resources.append(
                GeneratedResource(
                    id: resourceId, abbreviation: blueprint.abbreviation, name: blueprint.name, type: blueprint.type,
                    category: blueprint.category, defaultOrder: blueprint.hasNoDefaultOrder ? nil : orders[index],
                    defaultLocale: blueprint.defaultLocale, isHidden: blueprint.isHidden, isSpotlight: blueprint.isSpotlight,
                    totalViews: blueprint.abbreviation == "kgp" ? 2_533_146 : random.int(in: 1_200...1_900_000),
                    translationIds: translationIds,
                    attachmentId: blueprint.isMetatool ? nil : String(1000 + index + 1),
                    metatoolId: metatool.flatMap { resourceIds[$0.abbreviation] },
                    variantIds: blueprint.variants.compactMap { resourceIds[$0] }
                ))
        }
        return GeneratedContent(
            languagesDocument: ContentDocuments.languages(languages).indentedText(),
            resourcesDocument: ContentDocuments.resources(resources, translations: translations).indentedText(),
            files: files,
            resources: resources,
            translations: translations,
            languageCodes: Dictionary(uniqueKeysWithValues: languages.map { ($0.id, $0.code) }),
            rightToLeftCodes: Set(languages.filter(\.isRightToLeft).map(\.code)),
            rankings: GeneratedRankings.make(resources: resources, translations: translations, seed: seed)
        )
    }

    /// The languages a resource is translated into: its default locale always (unless it
    /// names only some), the others by their coverage.
    private func translatedLanguages(
        _ blueprint: ResourceBlueprint, languages: [ContentLanguage], random: inout SeededDraws
    ) -> [ContentLanguage] {
        if let only = blueprint.onlyLanguages { return languages.filter { only.contains($0.code) } }
        let defaultLocale = blueprint.defaultLocale ?? "en"
        return languages.filter { language in
            let drawn = random.chance(percent: blueprint.isLesson ? language.lessonCoverage : language.toolCoverage)
            if language.code == defaultLocale { return true }
            if language.code == "en" { return false }
            return drawn
        }
    }

    private func makeTranslation(
        id: String, resourceIndex: Int, blueprint: ResourceBlueprint, resourceId: String,
        language: ContentLanguage, random: inout SeededDraws, files: inout [String: String]
    ) -> GeneratedTranslation {
        let first = resourceIndex % 10
        var second = (resourceIndex * 3 + 1) % 10
        if second == first { second = (first + 1) % 10 }
        let name = language.code == "en" ? blueprint.name : language.pairName(first, second)
        let drawnPageCount = random.int(in: 3...12)
        let pageCount = blueprint.type == "cyoa" ? AdventurePageXML.pages.count : drawnPageCount
        let tipIds = blueprint.hasTips ? TipXML.ids(tool: blueprint.abbreviation) : []
        var pages: [ContentXML.PageEntry] = []
        for page in 0..<pageCount {
            let words = PageWords(
                tool: blueprint.abbreviation, language: language, first: first, second: second, index: page, count: pageCount,
                tipIds: tipIds)
            let xml: String
            switch blueprint.type {
            case "tract": xml = TractPageXML.page(words)
            case "cyoa": xml = AdventurePageXML.page(words, blueprint: AdventurePageXML.pages[page])
            case "article": xml = ArticlePageXML.page(words)
            default:
                xml = ContentXML.lessonPage(
                    heading: language.nouns[(first + page) % language.nouns.count],
                    paragraphs: [language.sentences[page % 2], language.sentences[(page + 1) % 2]])
            }
            let fileName = store(xml, in: &files)
            let number = page + 1 < 10 ? "0\(page + 1)" : "\(page + 1)"
            pages.append(ContentXML.PageEntry(filename: "\(number)_page.xml", source: fileName, size: xml.utf8.count))
        }
        let tips = zip(tipIds, TipXML.types).map { id, type in
            ContentXML.TipEntry(id: id, source: store(TipXML.tip(type: type, language: language, first: first), in: &files))
        }
        let manifest = ContentXML.manifest(
            tool: blueprint.abbreviation, locale: language.code, type: blueprint.type, title: name, pages: pages, tips: tips,
            categories: blueprint.type == "article"
                ? ArticlePageXML.categoriesXML(tool: blueprint.abbreviation, language: language, first: first) : nil
        )
        return GeneratedTranslation(
            id: id, resourceId: resourceId, languageId: language.id, languageCode: language.code,
            version: random.int(in: 1...4), translatedName: name,
            translatedDescription: language.sentences.joined(separator: " "),
            translatedTagline: language.sentences[0],
            manifestName: store(manifest, in: &files),
            pageFileNames: pages.map(\.source)
        )
    }

    /// Keeps `text` under the name `<sha256>.xml` and returns that name.
    private func store(_ text: String, in files: inout [String: String]) -> String {
        let name = SHA256.hexDigest(of: Array(text.utf8)) + ".xml"
        files[name] = text
        return name
    }
}
