public protocol SignInInterface: Sendable {
    func signIn(email: String, password: String) async throws(AccountError) -> AccountProfileDomainModel
}
