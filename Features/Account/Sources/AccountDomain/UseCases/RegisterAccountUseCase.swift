/// The person creates an account (and is signed in to it).
public struct RegisterAccountUseCase: Sendable {
    private let registerAccount: any RegisterAccountInterface

    public init(registerAccount: any RegisterAccountInterface) {
        self.registerAccount = registerAccount
    }

    public func execute(name: String, email: String, password: String) async throws(AccountError)
        -> AccountProfileDomainModel
    {
        try await registerAccount.register(name: name, email: email, password: password)
    }
}
