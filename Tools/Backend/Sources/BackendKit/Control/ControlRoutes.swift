import Primitives

/// The routes under `/_backend/` that tests and scripts steer the backend with, answered to
/// loopback peers only and never touched by a scenario:
/// `GET|POST|DELETE /_backend/scenario`, `GET|DELETE /_backend/views`, `GET /_backend/lesson_feedback`,
/// `GET /_backend/requests?after=N`, `DELETE /_backend/requests` (the requests received),
/// `POST /_backend/publish?tool=ABBREVIATION&language=CODE` (a newer translation of a tool),
/// `GET /_backend/mailbox?to=EMAIL` (the mail sent), `POST /_backend/revoke?email=EMAIL`
/// (an account signed out everywhere) and `POST /_backend/config` (the remote config `/config` serves).
public struct ControlRoutes: Sendable {
    public static let prefix = "/_backend/"

    let scenario: ScenarioState
    let views: ViewLog
    let lessonFeedback: LessonFeedbackLog
    let requests: RequestLog
    let godTools: GodToolsContentState?
    let mailbox: Mailbox
    let accounts: AccountsProvider?
    let remoteConfig: RemoteConfigState

    init(
        scenario: ScenarioState, views: ViewLog, lessonFeedback: LessonFeedbackLog = LessonFeedbackLog(),
        requests: RequestLog = RequestLog(), godTools: GodToolsContentState? = nil, mailbox: Mailbox = Mailbox(),
        accounts: AccountsProvider? = nil, remoteConfig: RemoteConfigState
    ) {
        self.scenario = scenario
        self.views = views
        self.lessonFeedback = lessonFeedback
        self.requests = requests
        self.godTools = godTools
        self.mailbox = mailbox
        self.accounts = accounts
        self.remoteConfig = remoteConfig
    }

    public func handles(_ path: String) -> Bool {
        path.hasPrefix(Self.prefix)
    }

    public func respond(to request: BackendRequest) async -> BackendResponse {
        guard request.peerIsLoopback else {
            return .error("the control routes answer loopback peers only", status: 403)
        }
        switch (request.method, request.path) {
        case ("GET", "/_backend/scenario"):
            return .text(scenario.text)
        case ("POST", "/_backend/scenario"), ("PUT", "/_backend/scenario"):
            return replaceScenario(with: String(decoding: request.body, as: UTF8.self))
        case ("DELETE", "/_backend/scenario"):
            return replaceScenario(with: "")
        case ("GET", "/_backend/views"):
            return .json(
                .array(views.all.map { .object([("resource_id", .string($0.resourceId)), ("quantity", .int($0.quantity))]) }))
        case ("GET", "/_backend/lesson_feedback"):
            return .json(.array(lessonFeedback.all.map(Self.feedbackJSON)))
        case ("DELETE", "/_backend/views"):
            views.removeAll()
            return BackendResponse(status: 204)
        case ("GET", "/_backend/requests"):
            return receivedRequests(request)
        case ("DELETE", "/_backend/requests"):
            requests.removeAll()
            return BackendResponse(status: 204)
        case ("POST", "/_backend/publish"):
            return publish(request)
        case ("GET", "/_backend/mailbox"):
            return mail(request)
        case ("POST", "/_backend/revoke"):
            return await signOutEverywhere(request)
        case ("POST", "/_backend/config"), ("PUT", "/_backend/config"):
            return replaceRemoteConfig(request)
        default:
            return .error("\(request.method) \(request.path) is not a control route", status: 404)
        }
    }

    private static func feedbackJSON(_ feedback: LessonFeedbackLog.Feedback) -> OrderedJSON {
        .object([
            ("resource_id", .string(feedback.resourceId)), ("helpful", feedback.helpful.map(OrderedJSON.string) ?? .null),
            ("readiness", .int(feedback.readiness)), ("page_reached", .int(feedback.pageReached)),
        ])
    }

    private func replaceScenario(with text: String) -> BackendResponse {
        switch ScenarioParser.parse(text) {
        case .failure(let error):
            return .error("scenario \(error)", status: 400)
        case .success(let rules):
            scenario.replace(text: rules.isEmpty ? "" : text, rules: rules)
            return .text(rules.isEmpty ? "scenario cleared\n" : "scenario of \(rules.count) rules in force\n")
        }
    }
}
