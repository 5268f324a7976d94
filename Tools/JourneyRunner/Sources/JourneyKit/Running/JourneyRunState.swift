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
    /// The journey's secrets, written `{NAME}` in the requests as they are read.
    var secrets = JourneySecrets()

    /// Reads what the backend logged since the last read.
    mutating func readRequests(from backend: JourneyBackend?) {
        guard let backend, !backendStopped else { return }
        switch backend.requests(after: requestLog.last?.seq ?? 0) {
        case .success(let requests): requestLog += requests.map(hidingSecrets)
        case .failure(let problem): requestLogProblem = problem.message
        }
    }

    /// `request` with every secret's value written `{NAME}` in its path and body.
    private func hidingSecrets(_ request: LoggedRequest) -> LoggedRequest {
        guard !secrets.isEmpty else { return request }
        return LoggedRequest(
            seq: request.seq, method: request.method, path: secrets.hiding(in: request.path),
            body: secrets.hiding(in: request.body))
    }
}

/// What a session needs to know of its journey while it runs.
struct SessionContext: Sendable {
    let backend: JourneyBackend?
    let redactions: Redactions
    /// What its `> {NAME}` lines type.
    var secrets = JourneySecrets()
    let requestsExact: Bool
    /// Whether the journey has `< ` lines: then the request log is read at every wait.
    let checksRequests: Bool
}
