import AccountDomain

/// The use cases of the account screen, built by the feature's DiContainer.
public struct AccountUseCases: Sendable {
    public let viewAccount: ViewAccountUseCase
    public let signIn: SignInUseCase
    public let registerAccount: RegisterAccountUseCase
    public let requestPasswordReset: RequestPasswordResetUseCase
    public let resetPassword: ResetPasswordUseCase
    public let signOut: SignOutUseCase
    public let deleteAccount: DeleteAccountUseCase

    public init(
        viewAccount: ViewAccountUseCase, signIn: SignInUseCase, registerAccount: RegisterAccountUseCase,
        requestPasswordReset: RequestPasswordResetUseCase, resetPassword: ResetPasswordUseCase, signOut: SignOutUseCase,
        deleteAccount: DeleteAccountUseCase
    ) {
        self.viewAccount = viewAccount
        self.signIn = signIn
        self.registerAccount = registerAccount
        self.requestPasswordReset = requestPasswordReset
        self.resetPassword = resetPassword
        self.signOut = signOut
        self.deleteAccount = deleteAccount
    }
}
