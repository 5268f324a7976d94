import AccountData
import AccountDomain

/// Deletes the account once its address is typed back; then nothing of it stays on this device.
public struct DeleteAccount: DeleteAccountInterface {
    private let sessions: AccountSessionRepository
    private let profiles: AccountProfileRepository
    private let notifier: AccountBoundDataNotifier

    public init(sessions: AccountSessionRepository, profiles: AccountProfileRepository, notifier: AccountBoundDataNotifier) {
        self.sessions = sessions
        self.profiles = profiles
        self.notifier = notifier
    }

    public func deleteAccount(confirmingEmail: String) async throws(AccountError) {
        guard sessions.tokens != nil else { throw .notSignedIn }
        guard let email = await profiles.savedCopy()?.account.email,
            AccountInputRules.isSameEmail(confirmingEmail, as: email)
        else { throw .confirmationMismatch }
        do {
            try await profiles.deleteAccount()
        } catch {
            throw AccountFailureRules.error(error)
        }
        sessions.end()
        await profiles.forgetEverything()
        await notifier.signedOut()
    }
}
