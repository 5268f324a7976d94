/// The account's activity: what this device counted and has not sent, sending it, and the
/// account's totals on the backend.
public struct AccountActivityRepository: Sendable {
    private let me: AccountMeAPI
    private let dao: AccountActivityDAO
    private let recorder: AccountActivityRecorder

    public init(me: AccountMeAPI, dao: AccountActivityDAO, recorder: AccountActivityRecorder) {
        self.me = me
        self.dao = dao
        self.recorder = recorder
    }

    /// What is counted and not sent yet, every count recorded so far included.
    public func unsent() async -> AccountActivityDataModel {
        recorder.waitUntilRecorded()
        return (try? await dao.unsent()) ?? .zero
    }

    /// Sends what is unsent (when there is any) and returns the account's totals after.
    public func sendUnsentAndFetchTotals() async throws(AccountBackendFailure) -> AccountActivityDataModel {
        let unsent = await unsent()
        guard !unsent.isZero else { return try await me.activity() }
        let totals = try await me.addActivity(unsent)
        try? await dao.markSent(unsent)
        return totals
    }
}
