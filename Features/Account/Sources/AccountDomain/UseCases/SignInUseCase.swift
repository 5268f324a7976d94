/// The person signs in with their email address and password.
public struct SignInUseCase: Sendable {
    private let signIn: any SignInInterface

    public init(signIn: any SignInInterface) {
        self.signIn = signIn
    }

    public func execute(email: String, password: String) async throws(AccountError) -> AccountProfileDomainModel {
        try await signIn.signIn(email: email, password: password)
    }
}
