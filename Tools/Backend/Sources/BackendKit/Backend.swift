import ContactsDatasetKit
import GodToolsContentKit

/// What a backend serves: the seeds and sizes of its generated data, and the scenario it starts with.
public struct BackendConfiguration: Sendable {
    public var contactsSeed = ContactsDatasetGenerator.defaultSeed
    public var contactCount = ContactsDatasetGenerator.defaultRecordCount
    public var contentSeed = GodToolsContentGenerator.defaultSeed
    public var scenarioText = ""
    public var scenario: [ScenarioRule] = []

    public init() {}
}

/// The whole backend without a server: each request becomes an outcome. Control routes come
/// first and meet no fault; every other request meets the scenario, then its API's route.
public struct Backend: Sendable {
    public let scenario: ScenarioState
    public let views: ViewLog
    let control: ControlRoutes
    let randomUser: RandomUserRoutes
    let godTools: GodToolsRoutes

    public init(configuration: BackendConfiguration = BackendConfiguration()) {
        scenario = ScenarioState(text: configuration.scenarioText, rules: configuration.scenario)
        views = ViewLog()
        control = ControlRoutes(scenario: scenario, views: views)
        randomUser = RandomUserRoutes(defaultSeed: configuration.contactsSeed, bookSize: configuration.contactCount)
        godTools = GodToolsRoutes(content: ContentCache.content(seed: configuration.contentSeed), views: views)
    }

    public func handle(_ request: BackendRequest) -> BackendOutcome {
        if control.handles(request.path) { return .respond(control.respond(to: request)) }
        return FaultOutcomes.outcome(for: scenario.faults(for: request.path)) { route(request) }
    }

    private func route(_ request: BackendRequest) -> BackendResponse {
        if randomUser.handles(request.path) { return randomUser.respond(to: request) }
        if godTools.handles(request.path) { return godTools.respond(to: request) }
        return .error("nothing is served at \(request.path)", status: 404)
    }
}
