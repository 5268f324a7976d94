import AccountDomain
import AccountTesting
import Testing

@Suite("Given a signed-in person deleting their account")
struct DeleteAccountUseCaseTests {
    private func delete(_ context: AccountTestContext, typing email: String) async throws(AccountError) {
        try await DeleteAccountUseCase(deleteAccount: context.implementations.deleteAccount()).execute(
            confirmingEmail: email)
    }

    @Test("When the email typed back is not the account's Then nothing is deleted")
    func mismatch() async throws {
        let context = try AccountTestContext()
        try await context.givenAdaSignedIn()

        await #expect(throws: AccountError.confirmationMismatch) { try await delete(context, typing: "grace@example.com") }
        #expect(context.backend.hasAccount("ada@example.com"))
        #expect(context.store.isSignedIn)
    }

    @Test("When they type the account's email Then it is deleted on the backend and nothing of it stays here")
    func deletes() async throws {
        let context = try AccountTestContext()
        try await context.givenAdaSignedIn()

        try await delete(context, typing: " Ada@Example.com ")

        #expect(!context.backend.hasAccount("ada@example.com"))
        #expect(await context.viewAccount() == .signedOut)
        #expect(context.keeper.events.last == .signedOut)
    }
}
