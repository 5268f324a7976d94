import Foundation
import Primitives
import Testing

@testable import GodToolsContentKit

@Suite("GodTools content generator")
struct GodToolsContentGeneratorTests {
    static let content = GodToolsContentGenerator().generate()
    static let toolTypes: Set = ["tract", "article", "cyoa"]

    private var tools: [GeneratedResource] { Self.content.resources.filter { Self.toolTypes.contains($0.type) } }

    @Test("Given the default seed When the content is generated twice Then the documents and files are the same")
    func deterministic() {
        let again = GodToolsContentGenerator().generate()
        #expect(again.resourcesDocument == Self.content.resourcesDocument)
        #expect(again.languagesDocument == Self.content.languagesDocument)
        #expect(again.files == Self.content.files)
    }

    @Test("Given another seed When the content is generated Then the drawn parts differ")
    func seedMatters() {
        #expect(GodToolsContentGenerator(seed: 7).generate().resourcesDocument != Self.content.resourcesDocument)
    }

    @Test("Given the content When its tools are counted Then there are at least 24 of every tool type across the five categories")
    func toolsAcrossCategories() {
        #expect(tools.count >= 24)
        #expect(Set(tools.map(\.type)) == Self.toolTypes)
        let categories = Set(tools.compactMap(\.category))
        #expect(categories.isSuperset(of: ["gospel", "conversation_starter", "growth", "training", "articles"]))
        #expect(tools.contains { $0.isHidden } && tools.contains { $0.isSpotlight })
    }

    @Test("Given the content When its lessons are counted Then there are at least six")
    func lessons() {
        #expect(Self.content.resources.filter { $0.type == "lesson" }.count >= 6)
    }

    @Test("Given the content When its languages are read Then there are at least 20 with right-to-left ones and uneven coverage")
    func languages() throws {
        let document = try JSONSerialization.jsonObject(with: Data(Self.content.languagesDocument.utf8)) as? [String: Any]
        let data = try #require(document?["data"] as? [[String: Any]])
        #expect(data.count >= 20)
        #expect(Self.content.rightToLeftCodes.isSuperset(of: ["ar", "he", "fa"]))
        let perLanguage = Dictionary(grouping: Self.content.translations, by: \.languageCode).mapValues(\.count)
        let counts = Set(perLanguage.values)
        #expect(counts.count > 5)
        let names = data.compactMap { ($0["attributes"] as? [String: Any])?["name"] as? String }
        #expect(names == names.sorted())
    }

    @Test("Given every translation When its pages are counted Then each has 3 to 12")
    func pageCounts() {
        #expect(Self.content.translations.allSatisfy { (3...12).contains($0.pageFileNames.count) })
    }

    @Test("Given every content file When its bytes are hashed Then its name is their SHA-256")
    func contentAddressed() {
        for (name, text) in Self.content.files {
            #expect(name == SHA256.hexDigest(of: Array(text.utf8)) + ".xml")
        }
        for translation in Self.content.translations {
            #expect(Self.content.files[translation.manifestName] != nil)
            #expect(translation.pageFileNames.allSatisfy { Self.content.files[$0] != nil })
        }
    }

    @Test("Given a Spanish translation When its first page is read Then its heading and paragraphs are in Spanish")
    func pagesInTheirLanguage() throws {
        let translation = try #require(Self.content.translations.first { $0.languageCode == "es" })
        let page = try #require(translation.pageFileNames.first.flatMap { Self.content.files[$0] })
        #expect(page.contains("Dios te ama"))
        #expect(page.contains("<content:paragraph>"))
    }

    @Test("Given the resources document When its attr values are read Then every one is a string")
    func attrValuesAreStrings() throws {
        let document = try JSONSerialization.jsonObject(with: Data(Self.content.resourcesDocument.utf8)) as? [String: Any]
        let data = try #require(document?["data"] as? [[String: Any]])
        let included = try #require(document?["included"] as? [[String: Any]])
        for resource in data + included {
            let attributes = resource["attributes"] as? [String: Any] ?? [:]
            for (key, value) in attributes where key.hasPrefix("attr-") {
                #expect(value is String, "\(key) of \(resource["id"] ?? "?")")
            }
        }
        #expect(included.contains { $0["type"] as? String == "translation" })
        #expect(included.contains { $0["type"] as? String == "attachment" })
    }

    private func translations(of abbreviation: String) -> [GeneratedTranslation] {
        let id = Self.content.resources.first { $0.abbreviation == abbreviation }?.id
        return Self.content.translations.filter { $0.resourceId == id }
    }

    private func pages(of abbreviation: String, language: String = "en") -> [String] {
        let translation = translations(of: abbreviation).first { $0.languageCode == language }
        return translation?.pageFileNames.compactMap { Self.content.files[$0] } ?? []
    }

    @Test("Given a tract When its pages are read Then each has a hero, a hidden card, a modal and a call to action")
    func tractPages() {
        let pages = pages(of: "kgp")
        #expect(!pages.isEmpty)
        for page in pages {
            #expect(page.contains("<hero>") && page.contains(#"<card hidden="true""#))
            #expect(page.contains(#"<modal listeners="#) && page.contains("<call-to-action"))
        }
        #expect(pages.last?.contains(#"listeners="go-last""#) == true)
    }

    @Test(
        "Given the choose-your-own-adventure tools When their pages are read Then two branches leave the start and both lead to the page they join on"
    )
    func adventureBranchesJoin() {
        let adventures = Self.content.resources.filter { $0.type == "cyoa" && !$0.isHidden }
        #expect(adventures.count >= 2)
        for adventure in adventures {
            let pages = pages(of: adventure.abbreviation, language: translations(of: adventure.abbreviation)[0].languageCode)
            #expect(pages.count == 6)
            #expect(pages[0].contains(#"events="go-a""#) && pages[0].contains(#"events="go-b""#))
            #expect(pages.filter { $0.contains(#"events="go-join""#) }.count == 2)
            #expect(pages[4].contains(#"id="join""#))
        }
    }

    @Test(
        "Given the article tools When their manifests are read Then each has three categories and every article carries a category tag"
    )
    func articleCategories() throws {
        let articles = Self.content.resources.filter { $0.type == "article" }
        #expect(articles.count >= 2)
        for article in articles {
            let translation = try #require(translations(of: article.abbreviation).first)
            let manifest = try #require(Self.content.files[translation.manifestName])
            #expect(manifest.components(separatedBy: "<category id=").count - 1 == 3)
            #expect(translation.pageFileNames.allSatisfy { Self.content.files[$0]?.contains("<article:aem-tag id=") == true })
        }
    }

    @Test(
        "Given the content When tips are looked for Then at least three tools list tips in every language and their pages refer to them"
    )
    func tips() throws {
        let withTips = Self.content.resources.filter { resource in
            let manifests = translations(of: resource.abbreviation).compactMap { Self.content.files[$0.manifestName] }
            return !manifests.isEmpty && manifests.allSatisfy { $0.contains("<tips>") }
        }
        #expect(withTips.count >= 3)
        #expect(pages(of: "kgp").first?.contains(#"<training:tip id="kgp-ask"/>"#) == true)
    }

    @Test("Given the metatool When its variants are read Then it has three versions, each naming it as its metatool")
    func metatoolVersions() throws {
        let metatool = try #require(Self.content.resources.first { $0.type == "metatool" })
        #expect(metatool.variantIds.count == 3)
        for id in metatool.variantIds {
            #expect(Self.content.resources.first { $0.id == id }?.metatoolId == metatool.id)
        }
    }

    @Test(
        "Given the tract, adventure and article tools When their languages are read Then each kind is in at least two right-to-left languages"
    )
    func rightToLeftKinds() {
        for kind in ["tract", "cyoa", "article"] {
            let ids = Set(Self.content.resources.filter { $0.type == kind }.map(\.id))
            let codes = Set(Self.content.translations.filter { ids.contains($0.resourceId) }.map(\.languageCode))
            #expect(codes.intersection(Self.content.rightToLeftCodes).count >= 2)
        }
    }
}
