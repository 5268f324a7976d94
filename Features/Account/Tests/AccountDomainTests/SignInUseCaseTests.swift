import AccountDomain
import AccountTesting
import FeatureContracts
import Testing

@Suite("Given a person with an account on the backend")
struct SignInUseCaseTests {
    private func signIn(_ context: AccountTestContext, _ email: String, _ password: String) async throws(AccountError)
        -> AccountProfileDomainModel
    {
        try await SignInUseCase(signIn: context.implementations.signIn()).execute(email: email, password: password)
    }

    @Test("When they sign in with their email and password Then their account is returned and the session kept")
    func signsIn() async throws {
        let context = try AccountTestContext()
        context.givenAda()

        let profile = try await signIn(context, " ada@example.com ", "correct horse")

        #expect(profile.name == "Ada Lovelace")
        #expect(profile.email == "ada@example.com")
        #expect(profile.memberSince == AccountTestContext.now)
        #expect(profile.activity == .none)
        #expect(context.store.isSignedIn)
        #expect(context.keeper.events == [.signedIn(SignedInPerson(accountId: "acc-1", name: "Ada Lovelace"))])
        #expect(context.paths() == ["POST /auth/token", "GET /me", "GET /me/activity"])
    }

    @Test("When the password is wrong Then they are told the email and password do not match, and nobody is signed in")
    func wrongPassword() async throws {
        let context = try AccountTestContext()
        context.givenAda()

        await #expect(throws: AccountError.wrongEmailOrPassword) { try await signIn(context, "ada@example.com", "nope") }
        #expect(!context.store.isSignedIn)
        #expect(context.keeper.events.isEmpty)
    }

    @Test("When five sign-ins have failed Then the next is refused with the backend's wait")
    func tooManyAttempts() async throws {
        let context = try AccountTestContext()
        context.givenAda()
        for _ in 0..<5 { _ = try? await signIn(context, "ada@example.com", "nope") }

        await #expect(throws: AccountError.tooManyAttempts(retryAfterSeconds: 600)) {
            try await signIn(context, "ada@example.com", "correct horse")
        }
    }

    @Test("When what they typed is not an email address Then nothing is sent")
    func notAnEmail() async throws {
        let context = try AccountTestContext()

        await #expect(throws: AccountError.invalidEmail) { try await signIn(context, "ada at example", "correct horse") }
        await #expect(throws: AccountError.emptyPassword) { try await signIn(context, "ada@example.com", "") }
        #expect(context.backend.received.isEmpty)
    }

    @Test("When the backend is down Then they are told it cannot be reached")
    func backendDown() async throws {
        let context = try AccountTestContext()
        context.givenAda()
        context.backend.takeDown()

        await #expect(throws: AccountError.backendUnreachable) { try await signIn(context, "ada@example.com", "correct horse") }
        #expect(!context.store.isSignedIn)
    }

    @Test("When the app is pointed at no backend Then they are told accounts need one")
    func noBackend() async throws {
        let context = try AccountTestContext(backendURL: nil)

        await #expect(throws: AccountError.noBackend) { try await signIn(context, "ada@example.com", "correct horse") }
    }

    @Test("When they are signed in already Then another sign-in is refused, naming them")
    func alreadySignedIn() async throws {
        let context = try AccountTestContext()
        try await context.givenAdaSignedIn()

        await #expect(throws: AccountError.alreadySignedIn(name: "Ada Lovelace")) {
            try await signIn(context, "ada@example.com", "correct horse")
        }
    }
}
