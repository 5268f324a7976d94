import Foundation
import Primitives
import ToolsData

/// A small catalog: five tools A–E (ids `a`…`e`, default orders 1–5, B spotlighted),
/// a hidden tool, lessons (L in English, Spanish and Arabic; K, featured, in English with 10
/// pages; a hidden one in French) and a metatool; English, Spanish, Arabic and French.
/// D has no English translation and its default locale is Spanish; E has no
/// translation at all; C's English translation has no manifest yet.
///
/// Languages per tool: A in English, Spanish and Arabic; B in English and French;
/// C in English; D in Spanish. The hidden tool and the lesson are in English only,
/// so counting them would show.
///
/// Content (`files`): A has 3 pages in English and Spanish and 2 in Arabic; B has 2 in
/// English and French; D has 2 in Spanish. Pages are tract pages (hero heading,
/// paragraphs, a card); D's is an article-like page with an element no reader knows.
public enum ToolsFixtures {
    public static let languages = [
        ToolsLanguageDataModel(id: "1", code: "en", name: "English"),
        ToolsLanguageDataModel(id: "2", code: "es", name: "Spanish"),
        ToolsLanguageDataModel(id: "3", code: "ar", name: "Arabic", isRightToLeft: true),
        ToolsLanguageDataModel(id: "4", code: "fr", name: "French"),
    ]

    /// Each translation with content: its id, tool, language, page headings.
    static let contents: [(translation: String, tool: String, locale: String, pages: [String])] = [
        ("a-en", "a", "en", ["Alpha one", "Alpha two", "Alpha three"]),
        ("a-es", "a", "es", ["Alfa uno", "Alfa dos", "Alfa tres"]),
        ("a-ar", "a", "ar", ["ألفا واحد", "ألفا اثنان"]),
        ("b-en", "b", "en", ["Beta one", "Beta two"]),
        ("b-fr", "b", "fr", ["Bêta un", "Bêta deux"]),
        ("d-es", "d", "es", ["Delta uno", "Delta dos"]),
        ("l-en", "l", "en", ["Lesson one", "Lesson two", "Lesson three", "Lesson four"]),
        ("l-es", "l", "es", ["Lección uno", "Lección dos", "Lección tres"]),
        ("l-ar", "l", "ar", ["درس واحد", "درس اثنان"]),
        ("k-en", "k", "en", (1...10).map { "Kappa \($0)" }),
    ]

    /// Every manifest and page, by its content-addressed name.
    public static let files: [String: Data] = built.files

    /// The manifest name of each translation with content, by translation id.
    public static let manifestNames: [String: String] = built.manifests

    public static let resources = ToolsResourcesDataModel(
        resources: [
            tool("c", "Gamma", order: 3, category: "growth"),
            tool("a", "Alpha", order: 1, category: "gospel", views: 2_533_146),
            tool("b", "Beta", order: 2, category: "training", spotlight: true),
            tool("e", "Epsilon", order: 5, category: "outreach"),
            ToolsResourceDataModel(
                id: "d", name: "Delta", abbreviation: "d", resourceType: "cyoa", category: "articles", defaultOrder: 4,
                defaultLocale: "es"),
            ToolsResourceDataModel(
                id: "h", name: "Hidden", abbreviation: "h", resourceType: "tract", category: "gospel", defaultOrder: 0,
                isHidden: true),
            ToolsResourceDataModel(
                id: "l", name: "Lesson", abbreviation: "l", resourceType: "lesson", category: "growth", defaultOrder: 0),
            ToolsResourceDataModel(
                id: "k", name: "Kappa", abbreviation: "k", resourceType: "lesson", defaultOrder: 1, isSpotlight: true),
            ToolsResourceDataModel(
                id: "q", name: "Quiet", abbreviation: "q", resourceType: "lesson", defaultOrder: 2, isHidden: true),
            ToolsResourceDataModel(id: "m", name: "Meta", abbreviation: "m", resourceType: "metatool", defaultOrder: 0),
        ],
        translations: [
            translation(
                "a-en", "a", "1", "Alpha", about: "All about Alpha.",
                starters: "What do you think?\nWould you like to know more?", references: "John 3:16"),
            translation("a-es", "a", "2", "Alfa", about: "Todo sobre Alfa."),
            translation("a-ar", "a", "3", "ألفا", about: "كل شيء عن ألفا."),
            translation("b-en", "b", "1", "Beta"),
            translation("b-fr", "b", "4", "Bêta"),
            translation("c-en", "c", "1", "Gamma"),
            translation("d-es", "d", "2", "Delta en español", about: "Sobre Delta."),
            translation("h-en", "h", "1", "Hidden"),
            translation("l-en", "l", "1", "Lesson"),
            translation("l-es", "l", "2", "Lección"),
            translation("l-ar", "l", "3", "درس"),
            translation("k-en", "k", "1", "Kappa"),
            translation("q-fr", "q", "4", "Silence"),
        ]
    )

    /// The page XML for `heading` (the `index`th page of its translation).
    static func pageXML(heading: String, index: Int, tool: String) -> String {
        if tool == "d" {
            return """
                <?xml version="1.0" encoding="UTF-8"?>
                <page xmlns="https://mobile-content-api.cru.org/xmlns/cyoa" xmlns:content="https://mobile-content-api.cru.org/xmlns/content">
                  <header><content:text>\(heading)</content:text></header>
                  <content><content:paragraph><content:text>Párrafo \(index + 1).</content:text></content:paragraph>
                  <hologram>Texto de un elemento desconocido.</hologram></content>
                </page>
                """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <page xmlns="https://mobile-content-api.cru.org/xmlns/tract" xmlns:content="https://mobile-content-api.cru.org/xmlns/content">
              <hero><heading><content:text>\(heading)</content:text></heading>
                <content:paragraph><content:text>\(heading): paragraph &amp; more.</content:text></content:paragraph></hero>
              <cards><card><label><content:text>Card \(index + 1)</content:text></label>
                <content:paragraph><content:text>Card text \(index + 1).</content:text></content:paragraph></card></cards>
            </page>
            """
    }

    private static let built: (files: [String: Data], manifests: [String: String]) = {
        var files: [String: Data] = [:]
        var manifests: [String: String] = [:]
        for content in contents {
            let translation = translationFiles(tool: content.tool, locale: content.locale, headings: content.pages)
            files.merge(translation.files) { first, _ in first }
            manifests[content.translation] = translation.manifestName
        }
        return (files, manifests)
    }()

    /// A translation's pages (one per heading) and its manifest, by content-addressed name.
    static func translationFiles(
        tool: String, locale: String, headings: [String]
    ) -> (files: [String: Data], manifestName: String, pageNames: [String]) {
        var files: [String: Data] = [:]
        var entries: [String] = []
        var pageNames: [String] = []
        for (index, heading) in headings.enumerated() {
            let page = Data(pageXML(heading: heading, index: index, tool: tool).utf8)
            let hash = SHA256.hexDigest(of: page)
            files[hash + ".xml"] = page
            pageNames.append(hash + ".xml")
            entries.append(
                #"<page filename="0\#(index + 1).xml" src="\#(hash).xml" checksum-sha256="\#(hash)" size="\#(page.count)"/>"#)
        }
        let manifest = Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <manifest xmlns="https://mobile-content-api.cru.org/xmlns/manifest" xmlns:content="https://mobile-content-api.cru.org/xmlns/content" tool="\(tool)" locale="\(locale)" type="tract">
              <title><content:text i18n-id="name">\(headings[0])</content:text></title>
              <pages>\(entries.joined())</pages>
            </manifest>
            """.utf8)
        let name = SHA256.hexDigest(of: manifest) + ".xml"
        files[name] = manifest
        return (files, name, pageNames)
    }

    private static func tool(
        _ id: String, _ name: String, order: Int, category: String, views: Int = 10, spotlight: Bool = false
    ) -> ToolsResourceDataModel {
        ToolsResourceDataModel(
            id: id, name: name, abbreviation: id, resourceType: "tract", description: "\(name) in English.", totalViews: views,
            category: category, defaultOrder: order, isSpotlight: spotlight
        )
    }

    private static func translation(
        _ id: String, _ resource: String, _ language: String, _ name: String, about: String? = nil, starters: String? = nil,
        references: String? = nil
    ) -> ToolsTranslationDataModel {
        ToolsTranslationDataModel(
            id: id, resourceId: resource, languageId: language, manifestName: manifestNames[id], translatedName: name,
            translatedDescription: about, conversationStarters: starters, bibleReferences: references
        )
    }
}
