import FeatureKit
import Foundation
import Testing
import ToolsDependencyContainer

@Suite("Reading knowgod.com links as routes")
struct KnowGodLinksTests {
    private func route(_ text: String) throws -> String? {
        KnowGodLinks.route(for: try #require(URLComponents(string: text)))?.description
    }

    @Test(
        "Given a knowgod.com link in one of GodTools' forms When read Then it is the route of that tool or lesson",
        arguments: [
            ("https://knowgod.com/en/kgp", "tools/kgp/read?language=en"),
            ("http://knowgod.com/fr/fourlaws/3", "tools/fourlaws/read?page=4&language=fr"),
            ("godtools://KnowGod.com/en/tool/tract/kgp/2", "tools/kgp/read?page=3&language=en"),
            (
                "https://knowgod.com/de/honorrestored?parallelLanguage=es&icid=gtshare&primaryLanguage=de",
                "tools/honorrestored/read?language=de&parallel=es"
            ),
            ("https://knowgod.com/en/lesson/lessonhs", "lessons/lessonhs"),
            ("https://knowgod.com/lessons/lessonhs/es", "lessons/lessonhs"),
        ]
    )
    func readsLink(_ link: String, _ expected: String) throws {
        #expect(try route(link) == expected)
    }

    @Test(
        "Given a link that is no knowgod.com tool link When read Then it is none of Tools' routes",
        arguments: ["https://knowgod.com/en", "https://example.com/en/kgp", "wss://knowgod.com/en/kgp", "https://knowgod.com/"]
    )
    func ignoresOtherLinks(_ link: String) throws {
        #expect(try route(link) == nil)
    }
}
