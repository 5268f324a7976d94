import AppCore
import ContactsDatasetKit
import GodToolsContentKit
import Logging

/// What a backend serves: the seeds and sizes of its generated data, the scenario it starts with,
/// how it signs people in, the clock its expiries read, and where it logs.
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
    /// Accounts: bcrypt's cost, token lifetimes, the signing key, where they are kept.
    public var accounts = AccountsConfiguration()
    /// What "now" is for every expiry (tokens, sign-in lockouts, reset codes): the machine's
    /// clock, or one a journey moves (`--clock-file`).
    public var clock: any AppClock = SystemAppClock()
    /// What `GET /config` serves (`--remote-config FILE`; replaced by `POST /_backend/config`).
    public var remoteConfig: RemoteConfigState?
    /// Where the account routes log what they do (never a secret).
    public var logger = Logger(label: "backend", factory: { _ in SwiftLogNoOpLogHandler() })

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
    /// The mail sent (password reset codes), read back at `/_backend/mailbox`.
    public let mailbox: Mailbox
    let control: ControlRoutes
    let randomUser: RandomUserRoutes
    let godTools: GodToolsContentState
    let products: ProductRoutesProvider
    let accounts: AccountRoutes
    /// The remote config `GET /config` serves.
    public let remoteConfig: RemoteConfigState

    public init(configuration: BackendConfiguration = BackendConfiguration()) {
        scenario = ScenarioState(text: configuration.scenarioText, rules: configuration.scenario)
        views = ViewLog()
        lessonFeedback = LessonFeedbackLog()
        requests = RequestLog(capacity: configuration.requestLogCapacity)
        mailbox = Mailbox()
        let accountsProvider = AccountsProvider(
            configuration: configuration.accounts, clock: configuration.clock, mailbox: mailbox, logger: configuration.logger)
        accounts = AccountRoutes(provider: accountsProvider)
        godTools = GodToolsContentState(
            content: ContentCache.content(seed: configuration.contentSeed), views: views, lessonFeedback: lessonFeedback)
        remoteConfig = configuration.remoteConfig ?? RemoteConfigState()
        control = ControlRoutes(
            scenario: scenario, views: views, lessonFeedback: lessonFeedback, requests: requests, godTools: godTools,
            mailbox: mailbox, accounts: accountsProvider, remoteConfig: remoteConfig)
        randomUser = RandomUserRoutes(defaultSeed: configuration.contactsSeed, bookSize: configuration.contactCount)
        products = ProductRoutesProvider(source: configuration.products)
    }

    public func handle(_ request: BackendRequest) async -> BackendOutcome {
        if control.handles(request.path) { return .respond(await control.respond(to: request)) }
        // Logged before the scenario: a request a fault answers was still sent.
        requests.record(request)
        return await FaultOutcomes.outcome(for: scenario.faults(for: request.path)) { await route(request) }
    }

    private func route(_ request: BackendRequest) async -> BackendResponse {
        if randomUser.handles(request.path) { return randomUser.respond(to: request) }
        if AccountRoutes.handles(request.path) { return await accounts.respond(to: request) }
        if RemoteConfigRoutes.handles(request.path) { return RemoteConfigRoutes(state: remoteConfig).respond(to: request) }
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
