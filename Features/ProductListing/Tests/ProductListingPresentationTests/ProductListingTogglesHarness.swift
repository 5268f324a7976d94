import Analytics
import FeatureContracts
import FeatureKit
import Foundation
import Navigation
import ProductListingDependencyContainer
import ProductListingPresentation
import ProductListingTesting
import ReplKit
import Synchronization
import TestSupport
import Testing

/// The ProductListing feature as a host builds it, on the sample shop's server in memory and an
/// in-memory database, with its declared toggles at their defaults except those given as off;
/// an account the wishlist can follow, what its screens track, and the screens its flows put on
/// the stack.
@MainActor
final class ToggledProductListingFeature {
    let toggles: FeatureToggleStates
    let analytics = InMemoryAnalyticsSink()
    let source = FakeProductsRemoteSource.sampleShop()
    let account = FakeSignedInAccount()
    let feature: ProductListingFeature
    let navigation = NavigationStack()
    /// The flows started, kept alive as the host keeps them.
    private var flows: [Flow] = []

    init(off: [FeatureToggle] = [], appLanguage: String = "en") throws {
        var values: [String: (isOn: Bool, source: FeatureToggleStates.Source)] = [:]
        for toggle in off { values[toggle.name] = (isOn: false, source: .flag) }
        toggles = FeatureToggleStates(toggles: ProductListingFeature.toggles, values: values)
        let contracts = FeatureContractDirectory()
        contracts.add([.of((any AccountSession).self, account), .of((any AccountWishlistRemote).self, account)])
        let environment = FeatureEnvironment(
            database: try TestDatabase.inMemory([ProductListingFeature.databaseMigrations]),
            currentAppLanguage: TestAppLanguage.current(appLanguage), clock: TestClock.fixed(), processEnvironment: [:],
            progress: ReplProgress(), contracts: contracts, analytics: AnalyticsTracker(sinks: [analytics]), toggles: toggles)
        feature = ProductListingFeature(environment: environment, remoteSource: source)
    }

    /// The commands of the feature's entries, as the host offers them.
    var entryCommands: [String] { feature.entries.compactMap(\.command) }

    /// What the feature offers the account feature for the wishlist.
    func accountBoundData() throws -> any AccountBoundData {
        let offered = FeatureContractDirectory()
        offered.add(feature.offers)
        return try #require(offered.provider(of: (any AccountBoundData).self))
    }

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
            flows.append(flow)
            flow.start()
            return nil
        case .refused(let message):
            return message
        }
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
}

/// Toggles a test sets as it goes, read by screens as the feature's would be: again each time.
final class SwitchedProductListingToggles: Sendable {
    private let current: Mutex<ProductListingToggles>

    init(_ toggles: ProductListingToggles = .allOn) {
        current = Mutex(toggles)
    }

    var reading: ProductListingTogglesReading {
        { [self] in current.withLock { $0 } }
    }

    func set(_ change: (inout ProductListingToggles) -> Void) {
        current.withLock { change(&$0) }
    }
}
