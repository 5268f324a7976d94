import Foundation
import TestSupport
import Testing
import ToolsData
import ToolsDataDomainInterface
import ToolsDomain

@Suite("GodTools' introduction")
struct OnboardingTutorialUseCaseTests {
    private func tutorial(showsInThisSession: Bool, repository: ToolsOnboardingRepository) -> OnboardingTutorial {
        OnboardingTutorial(
            repository: repository, showsInThisSession: { showsInThisSession }, now: { TestClock.referenceInstant })
    }

    private func repository() throws -> ToolsOnboardingRepository {
        ToolsOnboardingRepository(dao: ToolsOnboardingDAO(database: try TestDatabase.inMemory([ToolsDatabaseMigrations()])))
    }

    @Test("Given a person at a terminal who never saw the introduction When the dashboard opens Then it shows")
    func availableFirstTime() async throws {
        let useCase = GetOnboardingTutorialIsAvailableUseCase(
            tutorial: tutorial(showsInThisSession: true, repository: try repository()))
        #expect(await useCase.execute())
    }

    @Test("Given a script that did not ask for it When the dashboard opens Then the introduction does not show")
    func notInScripts() async throws {
        let useCase = GetOnboardingTutorialIsAvailableUseCase(
            tutorial: tutorial(showsInThisSession: false, repository: try repository()))
        #expect(await useCase.execute() == false)
    }

    @Test(
        "Given the introduction skipped When the dashboard opens again Then it does not show, and the skip is kept with its time",
        arguments: [true, false]
    )
    func neverAgain(skipped: Bool) async throws {
        let repository = try repository()
        let tutorial = tutorial(showsInThisSession: true, repository: repository)

        try await FinishOnboardingTutorialUseCase(tutorial: tutorial).execute(skipped: skipped)

        #expect(await GetOnboardingTutorialIsAvailableUseCase(tutorial: tutorial).execute() == false)
        #expect(
            try await repository.finish()
                == ToolsOnboardingFinishDataModel(
                    wasSkipped: skipped, finishedAt: TestClock.referenceInstant.timeIntervalSince1970))
    }
}
