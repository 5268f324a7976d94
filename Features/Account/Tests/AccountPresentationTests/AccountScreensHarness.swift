import AccountDependencyContainer
import AccountPresentation
import AccountTesting
import Analytics
import AppCore
import Foundation
import Localization
import Navigation
import Persistence
import ReplKit
import TestSupport

/// The account screen built by its DiContainer on a fake backend (wired as the app wires it)
/// and a real database — in memory, or in a data folder of its own — with its questions
/// answered from a script and its analytics kept.
@MainActor
final class AccountScreensHarness {
    let world = FakeAccountBackendWorld()
    let container: AccountDiContainer
    let answers = ScriptedAnswers([])
    let analytics = InMemoryAnalyticsSink()
    let database: AppDatabase
    static let now = Date(timeIntervalSince1970: 1_768_478_400)

    var backend: FakeAccountBackend { world.backend }

    /// `dataFolder`: keep the database and the token file there (else in memory).
    init(appLanguage: String = "en", dataFolder: URL? = nil, backendURL: URL? = FakeAccountBackend.address) throws {
        database =
            try dataFolder.map { try AppDatabase.open(at: .directory($0), migrations: []) }
            ?? AppDatabase.inMemory(migrations: [])
        let keeper = world.keeper
        container = AccountDiContainer(
            database: database.migratingOnFirstUse(AccountDiContainer.databaseMigrations),
            backend: AccountBackend(baseURL: backendURL, transport: world.transport),
            currentAppLanguage: TestAppLanguage.current(appLanguage), clock: FixedAppClock(Self.now),
            analytics: AnalyticsTracker(sinks: [analytics]), questions: ReplQuestions(answering: answers),
            keepers: { [keeper] })
        world.tokens.use(container.dataLayer.getTokensOffer())
    }

    func accountView() async -> AccountView {
        let view = container.makeAccountView(flowStepEmitter: FlowStepEmitter())
        await view.appear()
        return view
    }

    /// Ada's account on the backend.
    func givenAda() {
        backend.addAccount(name: "Ada Lovelace", email: "ada@example.com", password: "correct horse", memberSince: Self.now)
    }

    /// Runs a screen command as the REPL would, its questions answered by `typing`.
    func run(_ line: String, typing: [String] = [], on screen: any ReplScreen) async -> ReplOutcome? {
        answers.add(typing)
        let words = line.split(separator: " ").map(String.init)
        guard let name = words.first, let command = screen.commands.first(where: { $0.answers(to: name) }) else { return nil }
        return await command.action(Array(words.dropFirst()))
    }
}
