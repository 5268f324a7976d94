import FeatureContracts
import FeatureKit
import ProductListingDependencyContainer
import ProductListingPresentation
import Testing

@MainActor
@Suite("The wishlist toggle in the feature's registration")
struct WishlistToggleFeatureTests {
    private let ada = SignedInPerson(accountId: FakeAccountIds.ada, name: "Ada Lovelace")

    @Test("Given the toggles at their defaults When the feature is registered Then wishlist is an entry and its route opens")
    func onByDefault() async throws {
        let shop = try ToggledProductListingFeature()

        #expect(shop.entryCommands == ["bag", "wishlist"])
        #expect(try await shop.refusal("wishlist") == nil)
        #expect(try await shop.appearedTop() is WishlistView)
        #expect(shop.feature.screenCatalog().contains { $0.routes.contains(ProductListingFeature.wishlistRoute) })
    }

    @Test(
        "Given the wishlist toggled off When the host lists entries and follows its route or link Then there is no wishlist entry and each says it is not available"
    )
    func goneWhenOff() async throws {
        let shop = try ToggledProductListingFeature(off: [ProductListingFeature.wishlistToggle])

        #expect(shop.entryCommands == ["bag"])
        #expect(try await shop.refusal("wishlist") == "The wishlist is not available.")
        #expect(try await shop.refusal("https://mock-server-rose.vercel.app/wishlist") == "The wishlist is not available.")
        #expect(shop.navigation.screens.isEmpty)
        #expect(!shop.feature.screenCatalog().contains { $0.routes.contains(ProductListingFeature.wishlistRoute) })
        #expect(shop.analytics.events.isEmpty)
    }

    @Test(
        "Given the wishlist toggled off and the listing shown When a product opens from its route Then its details have no wish")
    func detailsFromRoute() async throws {
        let shop = try ToggledProductListingFeature(off: [ProductListingFeature.wishlistToggle])

        #expect(try await shop.refusal("products") == nil)
        _ = try await shop.appearedTop()
        #expect(try await shop.refusal("products/A") == nil)
        _ = try await shop.appearedTop()

        #expect(try !shop.commandNames().contains("wish"))
        #expect(try await shop.run("wish") == nil)
    }

    @Test("Given the wishlist toggled off When its route is followed in French Then the refusal is French")
    func refusalLocalized() async throws {
        let shop = try ToggledProductListingFeature(off: [ProductListingFeature.wishlistToggle], appLanguage: "fr")

        #expect(try await shop.refusal("wishlist") == "La liste d’envies n’est pas disponible.")
    }

    @Test("Given the wishlist toggled off When it is turned on during the session Then the entry and the route come back")
    func turnedBackOn() async throws {
        let shop = try ToggledProductListingFeature(off: [ProductListingFeature.wishlistToggle])

        shop.toggles.set(ProductListingFeature.wishlistToggle.name, on: true)

        #expect(shop.entryCommands == ["bag", "wishlist"])
        #expect(try await shop.refusal("wishlist") == nil)
        #expect(try await shop.appearedTop() is WishlistView)
    }

    @Test(
        "Given the wishlist toggled off When the person signs in and the backend comes back Then no wishlist request is made"
    )
    func noAccountRequestsWhenOff() async throws {
        let shop = try ToggledProductListingFeature(off: [ProductListingFeature.wishlistToggle])
        let following = try shop.accountBoundData()
        shop.account.signIn(ada)

        await following.accountSignedIn(ada)
        await following.sendPendingChanges()
        await following.accountSignedOut()

        #expect(shop.account.requests.isEmpty)
    }

    @Test("Given the wishlist turned back on When the person signs in Then the wishlist asks the account again")
    func accountRequestsWhenBackOn() async throws {
        let shop = try ToggledProductListingFeature(off: [ProductListingFeature.wishlistToggle])
        let following = try shop.accountBoundData()
        shop.account.signIn(ada)

        shop.toggles.set(ProductListingFeature.wishlistToggle.name, on: true)
        await following.accountSignedIn(ada)

        #expect(shop.account.requests == ["GET"])
    }
}

/// The account the fake backend fills first.
private enum FakeAccountIds {
    static let ada = "acc-1"
}
