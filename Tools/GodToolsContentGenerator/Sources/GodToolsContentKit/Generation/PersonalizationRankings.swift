import Primitives

/// Where a featured ranking applies: a country (ISO 3166 code, lower case as the content API
/// keeps it) and a language code.
public struct FeaturedRankingKey: Hashable, Sendable {
    public let country: String
    public let language: String

    public init(country: String, language: String) {
        self.country = country.lowercased()
        self.language = language
    }
}

/// The content API's personalization rankings: `GET /resources/featured` answers the
/// resources featured for a country and a language, best first; `GET /resources/default_order`
/// the resources in a language's default order (what GodTools lists with no country).
/// Both hold tools and lessons; a client keeps the types it lists.
public struct GeneratedRankings: Sendable {
    /// Resource ids, best first, by country and language.
    public let featured: [FeaturedRankingKey: [String]]
    /// Resource ids in default order, by language code.
    public let defaultOrder: [String: [String]]

    /// The countries and languages ranked: some countries in two languages, one language
    /// (German) with a featured ranking nowhere, and default orders for five languages only.
    static let featuredKeys: [FeaturedRankingKey] = [
        FeaturedRankingKey(country: "us", language: "en"), FeaturedRankingKey(country: "us", language: "es"),
        FeaturedRankingKey(country: "mx", language: "es"), FeaturedRankingKey(country: "mx", language: "en"),
        FeaturedRankingKey(country: "fr", language: "fr"), FeaturedRankingKey(country: "ke", language: "en"),
        FeaturedRankingKey(country: "ke", language: "sw"), FeaturedRankingKey(country: "eg", language: "ar"),
        FeaturedRankingKey(country: "br", language: "pt"),
    ]
    static let defaultOrderLanguages = ["en", "es", "fr", "pt", "ar"]
    /// The most tools and lessons one ranking holds.
    static let maxTools = 8
    static let maxLessons = 3

    /// Draws the rankings from `resources` (visible tools and lessons translated into the
    /// language), with a generator of their own so the rest of the content does not change.
    static func make(
        resources: [GeneratedResource], translations: [GeneratedTranslation], seed: UInt64
    ) -> GeneratedRankings {
        var random = SeededDraws(seed: seed ^ 0x5045_5253_4F4E_414C)
        let languagesByResource = Dictionary(grouping: translations, by: \.resourceId).mapValues { Set($0.map(\.languageCode)) }
        let listable = { (language: String) in
            resources.filter { resource in
                !resource.isHidden && resource.type != "metatool"
                    && languagesByResource[resource.id]?.contains(language) == true
            }
        }
        var featured: [FeaturedRankingKey: [String]] = [:]
        for key in featuredKeys {
            featured[key] = ranked(listable(key.language), random: &random)
        }
        var defaultOrder: [String: [String]] = [:]
        for language in defaultOrderLanguages {
            defaultOrder[language] = ranked(listable(language), random: &random)
        }
        return GeneratedRankings(featured: featured, defaultOrder: defaultOrder)
    }

    /// A seeded order of `resources`, keeping at most `maxTools` tools and `maxLessons` lessons.
    private static func ranked(_ resources: [GeneratedResource], random: inout SeededDraws) -> [String] {
        let order = random.shuffled(resources)
        var tools = 0
        var lessons = 0
        return order.filter { resource in
            if resource.type == "lesson" {
                lessons += 1
                return lessons <= maxLessons
            }
            tools += 1
            return tools <= maxTools
        }.map(\.id)
    }

    /// The answer to `GET /resources/featured?filter[country]=…&filter[lang]=…&fields[resource]=`
    /// (or `default_order`): the resources as identifiers only, since the fields asked are none.
    public static func document(resourceIds: [String]) -> OrderedJSON {
        .object([("data", .array(resourceIds.map { .object([("id", .string($0)), ("type", .string("resource"))]) }))])
    }
}
