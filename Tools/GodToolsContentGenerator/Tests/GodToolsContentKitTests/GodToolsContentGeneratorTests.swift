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
}
