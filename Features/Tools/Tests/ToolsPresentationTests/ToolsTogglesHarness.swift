import Analytics
import FeatureKit
import Foundation
import Navigation
import ReplKit
import Synchronization
import TestSupport
import Testing
import ToolsDependencyContainer
import ToolsPresentation
import ToolsTesting

/// The Tools feature as a host builds it, on the fake catalog in an in-memory database, with
/// its declared toggles at their defaults except those given as off; what its screens track,
/// and the screens its flows put on the stack.
@MainActor
final class ToggledToolsFeature {
    let toggles: FeatureToggleStates
    let analytics = InMemoryAnalyticsSink()
    let feature: ToolsFeature
    let navigation = NavigationStack()
    /// The flows started, kept alive as the host keeps them.
    private var flows: [Flow] = []

    init(off: [FeatureToggle] = [], appLanguage: String = "en") throws {
        var values: [String: (isOn: Bool, source: FeatureToggleStates.Source)] = [:]
        for toggle in off { values[toggle.name] = (isOn: false, source: .flag) }
        toggles = FeatureToggleStates(toggles: ToolsFeature.toggles, values: values)
        let environment = FeatureEnvironment(
            database: try TestDatabase.inMemory([ToolsFeature.databaseMigrations]),
            currentAppLanguage: TestAppLanguage.current(appLanguage), clock: TestClock.fixed(), processEnvironment: [:],
            progress: ReplProgress(), analytics: AnalyticsTracker(sinks: [analytics]), toggles: toggles)
        feature = ToolsFeature(environment: environment, source: FakeToolsContentSource())
    }

    /// The commands of the feature's entries, as the host offers them.
    var entryCommands: [String] { feature.entries.compactMap(\.command) }

    /// What `goto text` (a route) or a link to it was refused with; `nil` when a screen opened.
    func refusal(_ text: String) async throws -> String? {
        let request: RouteRequest
        if let link = URLComponents(string: text), link.scheme != nil {
            request = try #require(feature.route(forLink: link))
        } else {
            request = try #require(RouteRequest(parsing: text))
        }
        let match = try #require(feature.routes.lazy.compactMap { $0.match(request) }.first)
        switch await feature.openRoute(match, navigation: navigation) {
        case .flow(let flow):
            start(flow)
            return nil
        case .refused(let message):
            return message
        }
    }

    /// Starts the flow at `destination`, as the host does for an entry, and lets its top screen load.
    @discardableResult
    func start(at destination: AppDestination) async throws -> any ReplScreen {
        start(feature.makeFlow(startingAt: destination, navigation: navigation))
        return try await appearedTop()
    }

    /// The screen on top, loaded as the REPL loads a screen that comes on top.
    func appearedTop() async throws -> any ReplScreen {
        let top = try #require(navigation.top as? any ReplScreen)
        await top.appear()
        return top
    }

    /// Runs a command of the top screen as the REPL would; `nil` when the screen has no such command.
    func run(_ name: String, _ arguments: [String] = []) async throws -> ReplOutcome? {
        let top = try #require(navigation.top as? any ReplScreen)
        guard let command = top.commands.first(where: { $0.answers(to: name) }) else { return nil }
        return await command.action(arguments)
    }

    /// The names of the top screen's commands.
    func commandNames() throws -> [String] {
        try #require(navigation.top as? any ReplScreen).commands.map(\.name)
    }

    private func start(_ flow: Flow) {
        flows.append(flow)
        flow.start()
    }
}

/// Toggles a test sets as it goes, read by screens as the feature's would be: again each time.
final class SwitchedToolsToggles: Sendable {
    private let current: Mutex<ToolsToggles>

    init(_ toggles: ToolsToggles = .allOn) {
        current = Mutex(toggles)
    }

    var reading: ToolsTogglesReading {
        { [self] in current.withLock { $0 } }
    }

    func set(_ change: (inout ToolsToggles) -> Void) {
        current.withLock { change(&$0) }
    }
}
