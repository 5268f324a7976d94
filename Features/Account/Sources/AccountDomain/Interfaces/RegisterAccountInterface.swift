/// Creates an account and signs the person in to it.
public protocol RegisterAccountInterface: Sendable {
    func register(name: String, email: String, password: String) async throws(AccountError) -> AccountProfileDomainModel
}
