import Foundation
import Localization
import Persistence
import TestSupport
import Testing
import ToolsData
import ToolsDataDomainInterface
import ToolsDomain
import ToolsTesting

@Suite("Personalized tools and lessons, the country, and lesson evaluations")
struct PersonalizationUseCaseTests {
    let database: AppDatabase
    let personalization: Personalization
    let evaluations: LessonEvaluations

    init(appLanguage: String = "en") throws {
        database = try TestDatabase.inMemory([ToolsDatabaseMigrations()])
        let source = FakeToolsContentSource()
        let catalog = ToolsCatalogRepository(
            dao: ToolsCatalogDAO(database: database), source: source, clock: AdjustableTestClock(), initialFavorites: [])
        // Kenya: tools e and a among an unknown id, a lesson and a hidden tool; France's ranking fails;
        // no country: lessons k and l.
        let rankings = FakePersonalizationSource(
            featured: ["KE": ["e", "zzz", "a", "l", "h"]], defaultOrder: ["k", "b", "l"], failingCountries: ["FR"])
        personalization = Personalization(
            repository: PersonalizationRepository(
                dao: PersonalizationSettingsDAO(database: database), rankings: PersonalizationRankingsDAO(database: database),
                source: rankings, clock: AdjustableTestClock()),
            catalogRepository: catalog, favoritesRepository: FavoriteToolsRepository(dao: FavoriteToolsDAO(database: database)),
            selectionRepository: ToolsFilterSelectionRepository(dao: ToolsFilterSelectionDAO(database: database)),
            progressRepository: LessonProgressRepository(
                dao: LessonProgressDAO(database: database), clock: AdjustableTestClock()),
            currentAppLanguage: TestAppLanguage.current(appLanguage))
        evaluations = LessonEvaluations(
            repository: LessonEvaluationsRepository(dao: LessonEvaluationsDAO(database: database), source: rankings))
    }

    @Test("Given no choice When the tools list is viewed Then it shows all tools, not the personalized set")
    func allByDefault() async throws {
        #expect(try await ViewPersonalizedToolsUseCase(personalization: personalization).execute() == nil)
    }

    @Test("Given Kenya and Personalized When the tools are viewed Then the listed tools of Kenya's ranking come in its order")
    func rankedForCountry() async throws {
        #expect(
            try await ChooseCountryUseCase(personalization: personalization).execute(named: "kenya")
                == .chosen(CountryDomainModel(code: "KE", name: "Kenya")))
        try await ShowPersonalizedListUseCase(personalization: personalization).execute(.tools, personalized: true)
        let shown = try #require(try await ViewPersonalizedToolsUseCase(personalization: personalization).execute())
        #expect(shown.tools.map(\.code) == ["e", "a"])
        #expect(shown.context.country?.code == "KE" && shown.context.language?.code == "en")
        #expect(!shown.isUnavailable)
    }

    @Test("Given no country and Personalized When the lessons are viewed Then the default order's lessons come")
    func defaultOrderLessons() async throws {
        try await ShowPersonalizedListUseCase(personalization: personalization).execute(.lessons, personalized: true)
        let shown = try #require(try await ViewPersonalizedLessonsUseCase(personalization: personalization).execute())
        #expect(shown.lessons.map(\.code) == ["k", "l"])
        #expect(shown.context.country == nil)
    }

    @Test(
        "Given a country with no ranking, then one whose ranking fails When viewed Then personalization is unavailable, and says why"
    )
    func unavailable() async throws {
        try await ShowPersonalizedListUseCase(personalization: personalization).execute(.tools, personalized: true)
        _ = try await ChooseCountryUseCase(personalization: personalization).execute(named: "DE")
        let none = try #require(try await ViewPersonalizedToolsUseCase(personalization: personalization).execute())
        #expect(none.isUnavailable && !none.couldNotReachRanking)
        _ = try await ChooseCountryUseCase(personalization: personalization).execute(named: "FR")
        let failed = try #require(try await ViewPersonalizedToolsUseCase(personalization: personalization).execute())
        #expect(failed.isUnavailable && failed.couldNotReachRanking)
    }

    @Test("Given a search When the countries are listed Then names and codes match, accents ignored; an unknown name is refused")
    func countries() async throws {
        let found = try await SearchCountriesUseCase(personalization: personalization).execute(searchText: "cote")
        #expect(found.countries.map(\.code) == ["CI"])
        #expect(try await SearchCountriesUseCase(personalization: personalization).execute().countries.count > 200)
        #expect(
            try await ChooseCountryUseCase(personalization: personalization).execute(named: "Atlantis") == .unknown("Atlantis"))
    }

    @Test(
        "Given a completed lesson When left, evaluated, then left again Then it is asked once; an uncompleted one is never asked")
    func evaluationAskedOnce() async throws {
        let ask = AskLessonEvaluationUseCase(evaluations: evaluations)
        #expect(await !ask.execute(lessonId: "l", completed: false))
        #expect(await ask.execute(lessonId: "l", completed: true))
        let evaluation = try #require(LessonEvaluationDomainModel(lessonId: "l", helpful: true, readiness: 9, pageReached: 4))
        try await EvaluateLessonUseCase(evaluations: evaluations).execute(evaluation)
        #expect(await !ask.execute(lessonId: "l", completed: true))
        try await SkipLessonEvaluationUseCase(evaluations: evaluations).execute(lessonId: "k", pageReached: 2)
        #expect(await !ask.execute(lessonId: "k", completed: true))
    }

    @Test("Given readiness off GodTools' 1–10 scale When an evaluation is made Then there is none", arguments: [0, 11])
    func offScale(readiness: Int) {
        #expect(LessonEvaluationDomainModel(lessonId: "l", helpful: nil, readiness: readiness, pageReached: 1) == nil)
    }
}
