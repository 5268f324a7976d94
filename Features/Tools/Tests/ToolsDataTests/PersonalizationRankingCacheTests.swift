import Persistence
import TestSupport
import Testing
import ToolsData
import ToolsTesting

@Suite("Personalization rankings kept between lists")
struct PersonalizationRankingCacheTests {
    let database: AppDatabase
    let clock = AdjustableTestClock()
    let server = FakePersonalizationSource(featured: ["KE": ["7", "2"]], defaultOrder: ["3", "1"])

    init() throws {
        database = try TestDatabase.inMemory([ToolsDatabaseMigrations()])
    }

    private func repository() -> PersonalizationRepository {
        PersonalizationRepository(
            dao: PersonalizationSettingsDAO(database: database), rankings: PersonalizationRankingsDAO(database: database),
            source: server, clock: clock)
    }

    @Test("Given a ranking fetched When it is asked again within eight hours Then the server is not asked again")
    func freshRankingIsKept() async throws {
        #expect(try await repository().rankedResourceIds(country: "KE", language: "en") == ["7", "2"])
        server.setFeatured(["9"], country: "KE")
        clock.advance(by: PersonalizationRepository.rankingLifetime - 1)

        #expect(try await repository().rankedResourceIds(country: "KE", language: "en") == ["7", "2"])
        #expect(server.rankingRequests == 1)
    }

    @Test("Given a ranking eight hours old When it is asked Then the server's new ranking comes and is kept")
    func oldRankingIsAskedAgain() async throws {
        _ = try await repository().rankedResourceIds(country: "KE", language: "en")
        server.setFeatured(["9", "7"], country: "KE")
        clock.advance(by: PersonalizationRepository.rankingLifetime)

        #expect(try await repository().rankedResourceIds(country: "KE", language: "en") == ["9", "7"])
        #expect(try await repository().rankedResourceIds(country: "KE", language: "en") == ["9", "7"])
        #expect(server.rankingRequests == 2)
    }

    @Test("Given a ranking kept a day ago and no connection When it is asked Then the kept ranking comes")
    func keptRankingServesOffline() async throws {
        _ = try await repository().rankedResourceIds(country: nil, language: "en")
        clock.advance(by: 24 * 60 * 60)
        server.setOffline(true)

        #expect(try await repository().rankedResourceIds(country: nil, language: "en") == ["3", "1"])
    }

    @Test("Given nothing kept and no connection When a ranking is asked Then the source's failure comes")
    func nothingKeptOffline() async throws {
        server.setOffline(true)
        await #expect(throws: ToolsContentSourceError.unreachable) {
            try await repository().rankedResourceIds(country: "KE", language: "en")
        }
    }

    @Test(
        "Given rankings for a country and for none When asked in another letter case Then each is kept apart and found again"
    )
    func rankingsAreKeptByCountryAndLanguage() async throws {
        _ = try await repository().rankedResourceIds(country: "KE", language: "en")
        _ = try await repository().rankedResourceIds(country: nil, language: "en")
        let kept = PersonalizationRankingsDAO(database: database)

        #expect(try await kept.ranking(country: "ke", language: "EN")?.resourceIds == ["7", "2"])
        #expect(try await kept.ranking(country: nil, language: "en")?.resourceIds == ["3", "1"])
        #expect(try await kept.ranking(country: "KE", language: "fr") == nil)
        #expect(try await kept.ranking(country: "KE", language: "en")?.fetchedAt == clock.now())
    }

    @Test("Given a kept ranking When the rankings are forgotten Then the next list asks the server")
    func forgottenRankingsAreAskedAgain() async throws {
        _ = try await repository().rankedResourceIds(country: "KE", language: "en")
        await repository().forgetRankings()
        server.setFeatured(["9"], country: "KE")

        #expect(try await repository().rankedResourceIds(country: "KE", language: "en") == ["9"])
    }

    @Test("Given a ranking whose fetch time is later than the clock When it is asked Then the server is asked again")
    func rankingFromTheFutureIsAskedAgain() async throws {
        clock.advance(by: 60 * 60)
        _ = try await repository().rankedResourceIds(country: "KE", language: "en")
        clock.advance(by: -2 * 60 * 60)

        _ = try await repository().rankedResourceIds(country: "KE", language: "en")
        #expect(server.rankingRequests == 2)
    }
}
