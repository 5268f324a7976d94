import AccountData
import AccountDomain
import AppCore

/// The Account interfaces' implementations, built on the same repositories.
public struct AccountImplementations: Sendable {
    private let sessions: AccountSessionRepository
    private let profiles: AccountProfileRepository
    private let activity: AccountActivityRepository
    private let registrations: AccountRegistrationRepository
    private let notifier: AccountBoundDataNotifier
    private let clock: any AppClock

    public init(
        sessions: AccountSessionRepository, profiles: AccountProfileRepository, activity: AccountActivityRepository,
        registrations: AccountRegistrationRepository, notifier: AccountBoundDataNotifier, clock: any AppClock
    ) {
        self.sessions = sessions
        self.profiles = profiles
        self.activity = activity
        self.registrations = registrations
        self.notifier = notifier
        self.clock = clock
    }

    private var start: AccountSessionStart {
        AccountSessionStart(sessions: sessions, profiles: profiles, activity: activity, notifier: notifier, clock: clock)
    }

    public func viewAccount() -> ViewAccount {
        ViewAccount(sessions: sessions, profiles: profiles, activity: activity, notifier: notifier, clock: clock)
    }

    public func signIn() -> SignIn {
        SignIn(sessions: sessions, start: start)
    }

    public func registerAccount() -> RegisterAccount {
        RegisterAccount(registrations: registrations, sessions: sessions, start: start)
    }

    public func requestPasswordReset() -> RequestPasswordReset {
        RequestPasswordReset(registrations: registrations)
    }

    public func resetPassword() -> ResetPassword {
        ResetPassword(registrations: registrations)
    }

    public func signOut() -> SignOut {
        SignOut(sessions: sessions, profiles: profiles, activity: activity, notifier: notifier)
    }

    public func deleteAccount() -> DeleteAccount {
        DeleteAccount(sessions: sessions, profiles: profiles, notifier: notifier)
    }
}
