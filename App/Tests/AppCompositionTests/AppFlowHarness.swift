import AppComposition
import Persistence
import ReplKit
import TestSupport

/// The whole app on an in-memory database (or the one in a given folder), driven
/// command by command as the REPL would, without a process around it.
@MainActor
final class AppFlowHarness {
    let container: AppDiContainer
    let flow: AppFlow

    /// - Parameter leavingOut: registered features this run is built without.
    init(
        environment: [String: String] = [:], leavingOut: Set<String> = [], databaseLocation: DatabaseLocation = .inMemory
    ) async throws {
        container = try await AppDiContainer(
            configuration: AppConfiguration(
                databaseLocation: databaseLocation, clock: TestClock.fixed(), processEnvironment: environment,
                features: try AppConfiguration.registeredFeaturesWithDefaultOptions().filter { !leavingOut.contains($0.name) }
            ))
        flow = AppFlow(diContainer: container)
        flow.start()
    }

    /// The whole app as `configuration` describes it.
    init(configuration: AppConfiguration) async throws {
        container = try await AppDiContainer(configuration: configuration)
        flow = AppFlow(diContainer: container)
        flow.start()
    }

    var titles: [String] { flow.screens.map(\.title) }

    /// Runs `name` as typed on the current screen (screen commands first, then global ones).
    @discardableResult
    func run(_ name: String, _ arguments: String...) async -> ReplOutcome? {
        guard let screen = flow.screens.last else { return nil }
        let command =
            screen.commands.first { $0.answers(to: name) }
            ?? flow.globalCommands.first { $0.answers(to: name) }
        guard let command else { return nil }
        let outcome = await command.action(arguments)
        await flow.screens.last?.appear()
        return outcome
    }
}
