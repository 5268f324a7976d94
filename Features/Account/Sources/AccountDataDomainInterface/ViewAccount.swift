import AccountData
import AccountDomain
import AppCore

/// The account as it stands. Signed in: the backend is asked for the account and its totals
/// (what this device counted is sent first, and what follows the account sends what it owes);
/// when it cannot be reached, the saved copy, with what is still to send added. A session the
/// backend ended shows the copy saved before.
public struct ViewAccount: ViewAccountInterface {
    private let sessions: AccountSessionRepository
    private let profiles: AccountProfileRepository
    private let activity: AccountActivityRepository
    private let notifier: AccountBoundDataNotifier
    private let clock: any AppClock

    public init(
        sessions: AccountSessionRepository, profiles: AccountProfileRepository, activity: AccountActivityRepository,
        notifier: AccountBoundDataNotifier, clock: any AppClock
    ) {
        self.sessions = sessions
        self.profiles = profiles
        self.activity = activity
        self.notifier = notifier
        self.clock = clock
    }

    public func getAccount() async -> AccountStatusDomainModel {
        guard sessions.tokens != nil else { return await signedOut() }
        do {
            let account = try await profiles.fetchAccount()
            sessions.attach(accountId: account.id)
            let totals = try await activity.sendUnsentAndFetchTotals()
            await profiles.save(SavedAccountDataModel(account: account, totals: totals, savedAt: clock.now()))
            await notifier.backendAnswers()
            return .signedIn(AccountProfileRules.profile(account, totals: totals), isSavedCopy: false)
        } catch {
            guard sessions.tokens != nil else { return await signedOut() }
            guard let copy = await profiles.savedCopy() else {
                sessions.end()
                return .signedOut
            }
            return .signedIn(AccountProfileRules.profile(copy, unsent: await activity.unsent()), isSavedCopy: true)
        }
    }

    /// Nobody signed in: after the backend ended the session, the copy saved before is kept.
    private func signedOut() async -> AccountStatusDomainModel {
        guard let copy = await profiles.savedCopy() else {
            return sessions.wasEndedByBackend ? .signedOutByBackend(savedCopy: nil) : .signedOut
        }
        return .signedOutByBackend(savedCopy: AccountProfileRules.profile(copy))
    }
}
