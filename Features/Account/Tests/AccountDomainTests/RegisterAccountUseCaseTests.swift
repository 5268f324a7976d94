import AccountDomain
import AccountTesting
import Testing

@Suite("Given a person without an account")
struct RegisterAccountUseCaseTests {
    private func register(_ context: AccountTestContext, _ name: String, _ email: String, _ password: String)
        async throws(AccountError) -> AccountProfileDomainModel
    {
        try await RegisterAccountUseCase(registerAccount: context.implementations.registerAccount()).execute(
            name: name, email: email, password: password)
    }

    @Test("When they register Then the account is made and they are signed in to it")
    func registers() async throws {
        let context = try AccountTestContext()

        let profile = try await register(context, " Grace Hopper ", "grace@example.com", "cobol rocks")

        #expect(profile.name == "Grace Hopper")
        #expect(context.backend.hasAccount("grace@example.com"))
        #expect(context.store.isSignedIn)
        #expect(context.paths().prefix(2) == ["POST /auth/register", "POST /auth/token"])
    }

    @Test("When the password is too weak for the backend Then they are told so, and no account is made")
    func weakPassword() async throws {
        let context = try AccountTestContext()

        await #expect(throws: AccountError.weakPassword) { try await register(context, "Grace", "grace@example.com", "short") }
        #expect(!context.backend.hasAccount("grace@example.com"))
    }

    @Test("When the email has an account already Then they are told it is taken")
    func emailTaken() async throws {
        let context = try AccountTestContext()
        context.givenAda()

        await #expect(throws: AccountError.emailTaken) {
            try await register(context, "Another Ada", "ADA@example.com", "long enough password")
        }
    }

    @Test("When no name is typed Then nothing is sent")
    func emptyName() async throws {
        let context = try AccountTestContext()

        await #expect(throws: AccountError.emptyName) { try await register(context, "  ", "grace@example.com", "cobol rocks") }
        #expect(context.backend.received.isEmpty)
    }
}
