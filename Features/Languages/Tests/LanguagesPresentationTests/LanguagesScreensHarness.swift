import Analytics
import AppCore
import LanguagesDependencyContainer
import LanguagesPresentation
import Localization
import Navigation
import Persistence
import ReplKit
import TestSupport

/// The Languages screens built by their DiContainer on an in-memory database,
/// with the flow steps they emit recorded.
@MainActor
final class LanguagesScreensHarness {
    let currentAppLanguage: CurrentAppLanguage
    let container: LanguagesDiContainer
    let emitter = FlowStepEmitter<LanguagesFlowStep>()
    /// The events the screens tracked, in order.
    let analytics = InMemoryAnalyticsSink()
    private(set) var steps: [LanguagesFlowStep] = []

    init(appLanguage: String = "en") throws {
        currentAppLanguage = TestAppLanguage.current(appLanguage)
        container = LanguagesDiContainer(
            database: try TestDatabase.inMemory([LanguagesDiContainer.databaseMigrations]),
            currentAppLanguage: currentAppLanguage,
            clock: TestClock.fixed(),
            environment: [:],
            analytics: AnalyticsTracker(sinks: [analytics])
        )
        emitter.listen { [unowned self] step in steps.append(step) }
    }

    /// Runs a screen command as the REPL would.
    func run(_ name: String, _ arguments: [String] = [], on screen: any ReplScreen) async -> ReplOutcome? {
        guard let command = screen.commands.first(where: { $0.answers(to: name) }) else { return nil }
        return await command.action(arguments)
    }
}
