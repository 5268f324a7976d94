import AccountDomain
import AccountTesting
import Testing

@Suite("Given a person who forgot their password")
struct PasswordResetUseCaseTests {
    @Test("When they ask for a code, type it and a new password Then they can sign in with the new one")
    func resets() async throws {
        let context = try AccountTestContext()
        context.givenAda()

        try await RequestPasswordResetUseCase(requestPasswordReset: context.implementations.requestPasswordReset())
            .execute(email: "ada@example.com")
        try await ResetPasswordUseCase(resetPassword: context.implementations.resetPassword()).execute(
            email: "ada@example.com", code: FakeAccountBackend.resetCode, newPassword: "battery staple")
        let profile = try await SignInUseCase(signIn: context.implementations.signIn()).execute(
            email: "ada@example.com", password: "battery staple")

        #expect(profile.name == "Ada Lovelace")
    }

    @Test("When the code typed is wrong Then they are told, and the password is unchanged")
    func wrongCode() async throws {
        let context = try AccountTestContext()
        context.givenAda()
        try await RequestPasswordResetUseCase(requestPasswordReset: context.implementations.requestPasswordReset())
            .execute(email: "ada@example.com")

        await #expect(throws: AccountError.invalidCode) {
            try await ResetPasswordUseCase(resetPassword: context.implementations.resetPassword()).execute(
                email: "ada@example.com", code: "000000", newPassword: "battery staple")
        }
    }
}
