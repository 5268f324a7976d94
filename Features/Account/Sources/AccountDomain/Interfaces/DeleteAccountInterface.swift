/// Deletes the account on the backend once its email address is typed back.
public protocol DeleteAccountInterface: Sendable {
    func deleteAccount(confirmingEmail: String) async throws(AccountError)
}
