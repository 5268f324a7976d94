/// Refreshes the access token once for a token the backend refused, however many requests it
/// refused at once: the first refused request starts the refresh; every other one refused
/// while it runs waits for it and retries with its token; one refused later, with the same
/// old token, gets the token the refresh gave without another. A new refresh starts only for
/// a token not refreshed yet.
public actor SingleFlightTokenRefresh {
    private let source: any BearerTokenSource
    private var running: (rejected: String, task: Task<String?, Never>)?
    private var last: (rejected: String, token: String?)?

    public init(source: any BearerTokenSource) {
        self.source = source
    }

    /// The token to retry with after the backend refused `rejected`, or `nil` when there is none
    /// (nobody is signed in any more, the backend could not be reached, the refresh was refused).
    public func token(replacing rejected: String) async -> String? {
        if let known = await answer(for: rejected) { return known }
        if let current = await source.accessToken(), current != rejected { return current }
        // Another request may have started the refresh while the current token was read.
        if let known = await answer(for: rejected) { return known }
        let source = source
        let task = Task { await BearerTokenScope.withoutToken { await source.refreshAccessToken() } }
        running = (rejected, task)
        let token = await task.value
        running = nil
        last = (rejected, token)
        return token
    }

    /// What the refresh that runs or ran for `rejected` gave (waiting for it to end); `nil`
    /// when none did: `.some(nil)` is a refresh that gave no token.
    private func answer(for rejected: String) async -> String?? {
        if let running, running.rejected == rejected { return .some(await running.task.value) }
        if let last, last.rejected == rejected { return .some(last.token) }
        return nil
    }
}
