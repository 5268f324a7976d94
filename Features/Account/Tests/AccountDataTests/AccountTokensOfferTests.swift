import AccountData
import AccountTesting
import Testing

@Suite("Given the session's tokens offered to Networking")
struct AccountTokensOfferTests {
    private func signedIn(_ world: FakeAccountBackendWorld) async throws -> (AccountTokensOffer, AccountSessionStore) {
        world.backend.addAccount(name: "Ada", email: "ada@example.com", password: "correct horse")
        let store = AccountSessionStore(file: nil)
        let sessions = AccountSessionRepository(auth: AccountAuthAPI(client: world.client()), store: store)
        try await sessions.signIn(email: "ada@example.com", password: "correct horse")
        return (AccountTokensOffer(sessions: sessions), store)
    }

    @Test("When a refresh answer has no refresh token Then the new access token is kept with the old refresh token")
    func keepsOldRefreshToken() async throws {
        let world = FakeAccountBackendWorld()
        let (offer, store) = try await signedIn(world)
        let before = try #require(store.tokens())
        world.backend.answerLikeALaxServer()

        let renewed = await offer.refreshAccessToken()

        #expect(renewed != nil && renewed != before.accessToken)
        #expect(store.tokens()?.refreshToken == before.refreshToken)
    }

    @Test("When the backend refuses the refresh token Then the session ends for good")
    func refusedEndsSession() async throws {
        let world = FakeAccountBackendWorld()
        let (offer, store) = try await signedIn(world)
        world.backend.revokeEverySession()

        #expect(await offer.refreshAccessToken() == nil)
        #expect(store.tokens() == nil)
        #expect(store.wasEndedByBackend)
    }

    @Test("When the backend cannot be reached Then no token comes and the session stays")
    func unreachableKeepsSession() async throws {
        let world = FakeAccountBackendWorld()
        let (offer, store) = try await signedIn(world)
        world.backend.takeDown()

        #expect(await offer.refreshAccessToken() == nil)
        #expect(store.tokens() != nil)
    }
}
