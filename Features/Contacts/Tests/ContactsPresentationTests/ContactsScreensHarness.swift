import Analytics
import AppCore
import ContactsData
import ContactsDependencyContainer
import ContactsPresentation
import Localization
import Navigation
import Persistence
import ReplKit
import TestSupport

/// The Contacts screens built by their DiContainer on the bundled dataset and
/// an in-memory database, with the flow steps they emit recorded.
@MainActor
final class ContactsScreensHarness {
    let currentAppLanguage: CurrentAppLanguage
    let container: ContactsDiContainer
    let emitter = FlowStepEmitter<ContactsFlowStep>()
    /// The events the screens tracked, in order.
    let analytics = InMemoryAnalyticsSink()
    private(set) var steps: [ContactsFlowStep] = []

    /// - Parameter source: the contacts source; the bundled dataset when `nil`.
    /// - Parameter progress: where the screens' progress lines go (nowhere by default).
    init(appLanguage: String = "en", source: (any ContactsPageSource)? = nil, progress: ReplProgress = ReplProgress()) throws {
        currentAppLanguage = TestAppLanguage.current(appLanguage)
        container = ContactsDiContainer(
            database: try TestDatabase.inMemory([ContactsDiContainer.databaseMigrations]),
            currentAppLanguage: currentAppLanguage,
            clock: TestClock.fixed(),
            progress: progress,
            source: source,
            analytics: AnalyticsTracker(sinks: [analytics])
        )
        emitter.listen { [unowned self] step in steps.append(step) }
    }

    func listView() async -> ContactsListView {
        let view = container.makeContactsListView(flowStepEmitter: emitter)
        await view.appear()
        return view
    }

    /// Runs a screen command as the REPL would.
    func run(_ name: String, _ arguments: [String] = [], on screen: any ReplScreen) async -> ReplOutcome? {
        guard let command = screen.commands.first(where: { $0.answers(to: name) }) else { return nil }
        return await command.action(arguments)
    }
}
