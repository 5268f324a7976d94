import AccountData
import AccountTesting
import FeatureContracts
import Testing

@Suite("Given the account's wishlist offered to the feature that keeps the wishlist")
struct AccountWishlistOfferTests {
    @Test("When nobody is signed in Then it says so and asks the backend nothing")
    func notSignedIn() async {
        let world = FakeAccountBackendWorld()
        let offer = AccountWishlistOffer(me: AccountMeAPI(client: world.client()), store: AccountSessionStore(file: nil))

        await #expect(throws: AccountWishlistFailure.notSignedIn) { try await offer.savedProducts() }
        #expect(world.backend.received.isEmpty)
    }

    @Test("When signed in Then products are saved, listed and removed on the backend with the session's token")
    func roundTrip() async throws {
        let world = FakeAccountBackendWorld()
        world.backend.addAccount(name: "Ada", email: "ada@example.com", password: "correct horse")
        let store = AccountSessionStore(file: nil)
        let sessions = AccountSessionRepository(auth: AccountAuthAPI(client: world.client()), store: store)
        world.tokens.use(AccountTokensOffer(sessions: sessions))
        try await sessions.signIn(email: "ada@example.com", password: "correct horse")
        let offer = AccountWishlistOffer(me: AccountMeAPI(client: world.client()), store: store)

        try await offer.saveProduct("MS1-navy")
        try await offer.saveProduct("MS2-red")
        try await offer.removeProduct("MS1-navy")

        #expect(try await offer.savedProducts().map(\.productId) == ["MS2-red"])
        #expect(world.backend.received.filter { $0.path.hasPrefix("/me") }.allSatisfy { $0.headers["authorization"] != nil })
    }

    @Test("When the backend is down Then the failure says to keep the change for later")
    func unreachable() async throws {
        let world = FakeAccountBackendWorld()
        let store = AccountSessionStore(file: nil)
        try store.save(AccountTokensDataModel(accessToken: "at", refreshToken: "rt"))
        world.backend.takeDown()
        let offer = AccountWishlistOffer(me: AccountMeAPI(client: world.client()), store: store)

        await #expect(throws: AccountWishlistFailure.unreachable) { try await offer.removeProduct("MS1-navy") }
    }
}
