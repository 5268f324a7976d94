import AccountDomain
import AccountTesting
import Testing

@Suite("Given a signed-in person")
struct SignOutUseCaseTests {
    @Test("When they sign out Then the refresh token is revoked and nothing of the account stays on this device")
    func signsOut() async throws {
        let context = try AccountTestContext()
        try await context.givenAdaSignedIn()

        let told = try await SignOutUseCase(signOut: context.implementations.signOut()).execute()

        #expect(told)
        let revoke = try #require(context.backend.received.last { $0.path == "/auth/revoke" })
        #expect(revoke.body.contains("token_type_hint=refresh_token"))
        #expect(revoke.headers["authorization"] == nil)
        #expect(!context.store.isSignedIn)
        #expect(await context.viewAccount() == .signedOut, "no saved copy is left")
        #expect(context.keeper.events.last == .signedOut)
    }

    @Test("When they sign out with the backend down Then they are signed out here all the same")
    func offline() async throws {
        let context = try AccountTestContext()
        try await context.givenAdaSignedIn()
        context.backend.takeDown()

        let told = try await SignOutUseCase(signOut: context.implementations.signOut()).execute()

        #expect(!told)
        #expect(await context.viewAccount() == .signedOut)
    }

    @Test("When nobody is signed in Then signing out says so")
    func notSignedIn() async throws {
        let context = try AccountTestContext()

        await #expect(throws: AccountError.notSignedIn) {
            try await SignOutUseCase(signOut: context.implementations.signOut()).execute()
        }
    }
}
