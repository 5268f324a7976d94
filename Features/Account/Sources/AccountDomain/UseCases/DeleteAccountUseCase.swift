/// The person deletes their account, typing its email address back to confirm.
public struct DeleteAccountUseCase: Sendable {
    private let deleteAccount: any DeleteAccountInterface

    public init(deleteAccount: any DeleteAccountInterface) {
        self.deleteAccount = deleteAccount
    }

    public func execute(confirmingEmail: String) async throws(AccountError) {
        try await deleteAccount.deleteAccount(confirmingEmail: confirmingEmail)
    }
}
