import AppCore
import Foundation

/// The person's country and list choices, and the content API's rankings for them. A ranking
/// is kept once fetched and used for `rankingLifetime` without asking the server again, as
/// GodTools keeps its rankings; when the server cannot be asked, the last ranking kept is
/// used however old, so a personalized list still has its order offline.
public struct PersonalizationRepository: Sendable {
    /// How long a fetched ranking is used before the server is asked again: GodTools' 8 hours.
    public static let rankingLifetime: TimeInterval = 8 * 60 * 60

    private static let countrySetting = "country"

    private let dao: PersonalizationSettingsDAO
    private let rankings: PersonalizationRankingsDAO
    private let source: any PersonalizationContentSource
    private let clock: any AppClock

    public init(
        dao: PersonalizationSettingsDAO, rankings: PersonalizationRankingsDAO, source: any PersonalizationContentSource,
        clock: any AppClock
    ) {
        self.dao = dao
        self.rankings = rankings
        self.source = source
        self.clock = clock
    }

    /// The country chosen (ISO 3166 code), `nil` when none.
    public func country() async throws -> String? {
        try await dao.value(of: Self.countrySetting)
    }

    public func setCountry(_ code: String?) async throws {
        try await dao.set(code, for: Self.countrySetting)
    }

    /// Whether the list named `list` (`tools`, `lessons`) shows its personalized set; `nil` when never chosen.
    public func showsPersonalized(list: String) async throws -> Bool? {
        try await dao.value(of: "list." + list).map { $0 == "personalized" }
    }

    public func setShowsPersonalized(_ personalized: Bool, list: String) async throws {
        try await dao.set(personalized ? "personalized" : "all", for: "list." + list)
    }

    /// The ranked resource ids for `language`: featured for `country`, else the default order;
    /// the one kept when it is younger than `rankingLifetime`, else the server's (kept in its
    /// place), else, when the server cannot give it, the one kept however old.
    public func rankedResourceIds(country: String?, language: String) async throws(ToolsContentSourceError) -> [String] {
        let kept = try? await rankings.ranking(country: country, language: language)
        let now = clock.now()
        if let kept, (0..<Self.rankingLifetime).contains(now.timeIntervalSince(kept.fetchedAt)) {
            return kept.resourceIds
        }
        let fetched: [String]
        do {
            fetched = try await fetchRanking(country: country, language: language)
        } catch {
            guard let kept else { throw error }
            return kept.resourceIds
        }
        // A ranking that cannot be kept is asked for again next time; the list still shows it now.
        try? await rankings.keep(
            CachedRankingDataModel(resourceIds: fetched, fetchedAt: now), country: country, language: language)
        return fetched
    }

    /// Forgets the rankings kept, so that the next personalized list asks the server (after a
    /// refresh the person asked for).
    public func forgetRankings() async {
        try? await rankings.forgetAll()
    }

    private func fetchRanking(country: String?, language: String) async throws(ToolsContentSourceError) -> [String] {
        if let country {
            return try await source.featuredResourceIds(country: country, language: language)
        }
        return try await source.defaultOrderResourceIds(language: language)
    }
}
