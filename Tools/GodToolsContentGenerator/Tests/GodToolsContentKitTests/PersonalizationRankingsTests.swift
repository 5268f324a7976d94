import Testing

@testable import GodToolsContentKit

@Suite("Personalization rankings")
struct PersonalizationRankingsTests {
    static let content = GodToolsContentGenerator().generate()

    @Test("Given the content When its featured rankings are read Then several countries are ranked, some in two languages")
    func severalCountries() {
        let featured = Self.content.rankings.featured
        #expect(Set(featured.keys.map(\.country)).count >= 5)
        #expect(
            featured[FeaturedRankingKey(country: "US", language: "en")]
                != featured[FeaturedRankingKey(country: "us", language: "es")])
        #expect(featured.keys.allSatisfy { $0.country == $0.country.lowercased() })
    }

    @Test(
        "Given a ranking When its resources are looked up Then each is visible, translated into its language, and within the limits"
    )
    func rankedResourcesAreListable() throws {
        let resources = Dictionary(uniqueKeysWithValues: Self.content.resources.map { ($0.id, $0) })
        let languages = Dictionary(grouping: Self.content.translations, by: \.resourceId).mapValues {
            Set($0.map(\.languageCode))
        }
        for (key, ids) in Self.content.rankings.featured {
            #expect(!ids.isEmpty)
            #expect(Set(ids).count == ids.count)
            for id in ids {
                let resource = try #require(resources[id])
                #expect(!resource.isHidden && resource.type != "metatool")
                #expect(languages[id]?.contains(key.language) == true)
            }
            #expect(ids.filter { resources[$0]?.type == "lesson" }.count <= GeneratedRankings.maxLessons)
            #expect(ids.filter { resources[$0]?.type != "lesson" }.count <= GeneratedRankings.maxTools)
        }
    }

    @Test("Given German When its rankings are read Then it has neither a featured ranking nor a default order")
    func germanUnranked() {
        #expect(!Self.content.rankings.featured.keys.contains { $0.language == "de" })
        #expect(Self.content.rankings.defaultOrder["de"] == nil)
        #expect(Self.content.rankings.defaultOrder["en"]?.isEmpty == false)
    }

    @Test("Given a ranking When written as the API answers Then it is a data array of resource identifiers")
    func document() {
        #expect(
            GeneratedRankings.document(resourceIds: ["3", "1"]).compactText()
                == #"{"data":[{"id":"3","type":"resource"},{"id":"1","type":"resource"}]}"#)
    }
}
