import ContactsDatasetKit
import GodToolsContentKit

/// What a backend serves: the seeds and sizes of its generated data, and the scenario it starts with.
public struct BackendConfiguration: Sendable {
    public var contactsSeed = ContactsDatasetGenerator.defaultSeed
    public var contactCount = ContactsDatasetGenerator.defaultRecordCount
    public var contentSeed = GodToolsContentGenerator.defaultSeed
    /// The product catalog `/graphql` answers from.
    public var products = ProductCatalogSource.bundled
    public var scenarioText = ""
    public var scenario: [ScenarioRule] = []
    /// How many of the latest requests `/_backend/requests` keeps.
    public var requestLogCapacity = RequestLog.defaultCapacity

    public init() {}
}

/// The whole backend without a server: each request becomes an outcome. Control routes come
/// first and meet no fault; every other request is logged, then meets the scenario, then its API's route.
public struct Backend: Sendable {
    public let scenario: ScenarioState
    public let views: ViewLog
    public let lessonFeedback: LessonFeedbackLog
    /// The requests received (all but the control routes'), read back at `/_backend/requests`.
    public let requests: RequestLog
    let control: ControlRoutes
    let randomUser: RandomUserRoutes
    let godTools: GodToolsContentState
    let products: ProductRoutesProvider

    public init(configuration: BackendConfiguration = BackendConfiguration()) {
        scenario = ScenarioState(text: configuration.scenarioText, rules: configuration.scenario)
        views = ViewLog()
        lessonFeedback = LessonFeedbackLog()
        requests = RequestLog(capacity: configuration.requestLogCapacity)
        godTools = GodToolsContentState(
            content: ContentCache.content(seed: configuration.contentSeed), views: views, lessonFeedback: lessonFeedback)
        control = ControlRoutes(
            scenario: scenario, views: views, lessonFeedback: lessonFeedback, requests: requests, godTools: godTools)
        randomUser = RandomUserRoutes(defaultSeed: configuration.contactsSeed, bookSize: configuration.contactCount)
        products = ProductRoutesProvider(source: configuration.products)
    }

    public func handle(_ request: BackendRequest) async -> BackendOutcome {
        if control.handles(request.path) { return .respond(control.respond(to: request)) }
        // Logged before the scenario: a request a fault answers was still sent.
        requests.record(request)
        return await FaultOutcomes.outcome(for: scenario.faults(for: request.path)) { await route(request) }
    }

    private func route(_ request: BackendRequest) async -> BackendResponse {
        if randomUser.handles(request.path) { return randomUser.respond(to: request) }
        let godToolsRoutes = godTools.routes
        if godToolsRoutes.handles(request.path) { return godToolsRoutes.respond(to: request) }
        if AlfieGraphQLRoutes.handles(request.path) {
            switch products.get() {
            case .success(let routes): return await routes.respond(to: request)
            case .failure(let error): return .error("the product catalog could not be made: \(error)", status: 500)
            }
        }
        return .error("nothing is served at \(request.path)", status: 404)
    }
}
