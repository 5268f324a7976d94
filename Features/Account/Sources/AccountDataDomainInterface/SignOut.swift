import AccountData
import AccountDomain

/// Signs out: what this device counted is sent and what follows the account sends what it owes
/// (when the backend answers), the refresh token is revoked, then nothing of the account stays
/// on this device — tokens, the saved copy, the counts, what follows the account.
public struct SignOut: SignOutInterface {
    private let sessions: AccountSessionRepository
    private let profiles: AccountProfileRepository
    private let activity: AccountActivityRepository
    private let notifier: AccountBoundDataNotifier

    public init(
        sessions: AccountSessionRepository, profiles: AccountProfileRepository, activity: AccountActivityRepository,
        notifier: AccountBoundDataNotifier
    ) {
        self.sessions = sessions
        self.profiles = profiles
        self.activity = activity
        self.notifier = notifier
    }

    public func signOut() async throws(AccountError) -> Bool {
        guard sessions.tokens != nil else { throw .notSignedIn }
        if (try? await activity.sendUnsentAndFetchTotals()) != nil {
            await notifier.backendAnswers()
        }
        let revoked = await sessions.revoke()
        sessions.end()
        await profiles.forgetEverything()
        await notifier.signedOut()
        return revoked
    }
}
