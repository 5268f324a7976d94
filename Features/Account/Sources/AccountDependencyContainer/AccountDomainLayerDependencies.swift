import AccountDataDomainInterface
import AccountDomain
import AccountPresentation
import AppCore

/// Builds the Account feature's use cases on their interface implementations.
public struct AccountDomainLayerDependencies: Sendable {
    private let dataLayer: AccountDataLayerDependencies
    private let clock: any AppClock

    public init(dataLayer: AccountDataLayerDependencies, clock: any AppClock) {
        self.dataLayer = dataLayer
        self.clock = clock
    }

    private var implementations: AccountImplementations {
        AccountImplementations(
            sessions: dataLayer.getSessionRepository(), profiles: dataLayer.getProfileRepository(),
            activity: dataLayer.getActivityRepository(), registrations: dataLayer.getRegistrationRepository(),
            notifier: dataLayer.notifier, clock: clock)
    }

    public func getViewAccountUseCase() -> ViewAccountUseCase {
        ViewAccountUseCase(viewAccount: implementations.viewAccount())
    }

    public func getSignInUseCase() -> SignInUseCase {
        SignInUseCase(signIn: implementations.signIn())
    }

    public func getRegisterAccountUseCase() -> RegisterAccountUseCase {
        RegisterAccountUseCase(registerAccount: implementations.registerAccount())
    }

    public func getRequestPasswordResetUseCase() -> RequestPasswordResetUseCase {
        RequestPasswordResetUseCase(requestPasswordReset: implementations.requestPasswordReset())
    }

    public func getResetPasswordUseCase() -> ResetPasswordUseCase {
        ResetPasswordUseCase(resetPassword: implementations.resetPassword())
    }

    public func getSignOutUseCase() -> SignOutUseCase {
        SignOutUseCase(signOut: implementations.signOut())
    }

    public func getDeleteAccountUseCase() -> DeleteAccountUseCase {
        DeleteAccountUseCase(deleteAccount: implementations.deleteAccount())
    }

    /// Every use case of the account screen.
    public func getAccountUseCases() -> AccountUseCases {
        AccountUseCases(
            viewAccount: getViewAccountUseCase(), signIn: getSignInUseCase(), registerAccount: getRegisterAccountUseCase(),
            requestPasswordReset: getRequestPasswordResetUseCase(), resetPassword: getResetPasswordUseCase(),
            signOut: getSignOutUseCase(), deleteAccount: getDeleteAccountUseCase())
    }
}
