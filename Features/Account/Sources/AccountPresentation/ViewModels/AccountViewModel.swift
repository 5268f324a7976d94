import AccountDomain
import Analytics
import Navigation
import Observation
import ReplKit

/// The account screen: where the account stands, and what the person does with it — sign in,
/// register, reset a forgotten password, sign out, delete the account.
@MainActor
@Observable
public final class AccountViewModel {
    public private(set) var state: ScreenState<AccountStatusDomainModel, Never> = .loading

    @ObservationIgnored private let useCases: AccountUseCases
    @ObservationIgnored private let analytics: AnalyticsTracker
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<AccountFlowStep>

    public init(useCases: AccountUseCases, analytics: AnalyticsTracker, flowStepEmitter: FlowStepEmitter<AccountFlowStep>) {
        self.useCases = useCases
        self.analytics = analytics
        self.flowStepEmitter = flowStepEmitter
    }

    /// The name of the person signed in, when someone is.
    public var signedInName: String? {
        guard case .content(.signedIn(let profile, _)) = state else { return nil }
        return profile.name
    }

    public func screenAppeared() async {
        await load()
        analytics.track(AccountAnalyticsEvent.accountViewed)
    }

    public func refreshTapped() async {
        await load()
    }

    public func signInSubmitted(email: String, password: String) async -> AccountNotice {
        do {
            let profile = try await useCases.signIn.execute(email: email, password: password)
            state = .content(.signedIn(profile, isSavedCopy: false))
            analytics.track(AccountAnalyticsEvent.signedIn)
            return .signedIn(name: profile.name)
        } catch {
            return await failed(error)
        }
    }

    public func registrationSubmitted(name: String, email: String, password: String) async -> AccountNotice {
        do {
            let profile = try await useCases.registerAccount.execute(name: name, email: email, password: password)
            state = .content(.signedIn(profile, isSavedCopy: false))
            analytics.track(AccountAnalyticsEvent.registered)
            analytics.track(AccountAnalyticsEvent.signedIn)
            return .registered(name: profile.name)
        } catch {
            return await failed(error)
        }
    }

    public func passwordResetRequested(email: String) async -> AccountNotice {
        do {
            try await useCases.requestPasswordReset.execute(email: email)
            return .codeSent(email: email.trimmingCharacters(in: .whitespaces))
        } catch {
            return .failed(error)
        }
    }

    public func newPasswordSubmitted(email: String, code: String, password: String) async -> AccountNotice {
        do {
            try await useCases.resetPassword.execute(email: email, code: code, newPassword: password)
            return .passwordChanged
        } catch {
            return .failed(error)
        }
    }

    public func signOutTapped() async -> AccountNotice {
        do {
            let backendTold = try await useCases.signOut.execute()
            state = .content(.signedOut)
            analytics.track(AccountAnalyticsEvent.signedOut)
            return .signedOut(backendTold: backendTold)
        } catch {
            return await failed(error)
        }
    }

    public func deleteAccountConfirmed(email: String) async -> AccountNotice {
        do {
            try await useCases.deleteAccount.execute(confirmingEmail: email)
            state = .content(.signedOut)
            analytics.track(AccountAnalyticsEvent.accountDeleted)
            return .accountDeleted
        } catch {
            return await failed(error)
        }
    }

    private func load() async {
        state = .content(await useCases.viewAccount.execute())
    }

    /// `error` as a notice; when the backend ended the session meanwhile, the screen shows it.
    private func failed(_ error: AccountError) async -> AccountNotice {
        if error == .signedOutByBackend { await load() }
        return .failed(error)
    }
}
