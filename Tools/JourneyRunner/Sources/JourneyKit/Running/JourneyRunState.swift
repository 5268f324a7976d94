/// What a journey carries from command to command and from session to session while it runs:
/// what its lines kept (`[[NAME]]`), its clock, and the requests its backend logged so far.
struct JourneyRunState: Sendable {
    var captures: [String: String]
    var clock: JourneyClock
    /// Every request the backend logged for the journey, in order (read as the journey goes).
    var requestLog: [LoggedRequest] = []
    /// Why the log could not be read, when it could not.
    var requestLogProblem: String?
    /// Set once `> backend stop` stopped it: its log is read no more.
    var backendStopped = false

    /// Reads what the backend logged since the last read.
    mutating func readRequests(from backend: JourneyBackend?) {
        guard let backend, !backendStopped else { return }
        switch backend.requests(after: requestLog.last?.seq ?? 0) {
        case .success(let requests): requestLog += requests
        case .failure(let problem): requestLogProblem = problem.message
        }
    }
}

/// What a session needs to know of its journey while it runs.
struct SessionContext: Sendable {
    let backend: JourneyBackend?
    let redactions: Redactions
    let requestsExact: Bool
    /// Whether the journey has `< ` lines: then the request log is read at every wait.
    let checksRequests: Bool
}
