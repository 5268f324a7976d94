import FeatureContracts
import Persistence
import ProductListingData
import ProductListingDataDomainInterface
import ProductListingDomain
import ProductListingTesting
import TestSupport
import Testing

/// The wishlist's use cases with the wishlist following an account (`FakeSignedInAccount`).
private struct FollowingContext {
    let account: FakeSignedInAccount
    let following: WishlistAccountFollowing
    let wishlist: ProductWishlist
    let bag: ShoppingBag
    static let ada = SignedInPerson(accountId: "acc-1", name: "Ada Lovelace")
    static let grace = SignedInPerson(accountId: "acc-2", name: "Grace Hopper")

    init(account: FakeSignedInAccount = FakeSignedInAccount()) throws {
        self.account = account
        let database = try TestDatabase.inMemory([ProductListingDatabaseMigrations()])
        let catalog = ProductCatalogRepository(
            database: database, bundledCatalog: try ProductCatalogFixture.file(ShoppingTestContext.catalog))
        let lists = ShoppingListsRepository(database: database)
        following = WishlistAccountFollowing(
            accountRepository: WishlistAccountRepository(database: database, links: account.links), listsRepository: lists,
            catalogRepository: catalog)
        wishlist = ProductWishlist(catalogRepository: catalog, listsRepository: lists, following: following)
        bag = ShoppingBag(catalogRepository: catalog, listsRepository: lists, following: following)
    }

    func wish(_ style: String, _ colour: String) async throws {
        _ = try await AddProductToWishlistUseCase(wishlist: wishlist).execute(
            ProductChoiceDomainModel(styleNumber: style, colourId: colour))
    }

    func remove(_ style: String, _ colour: String) async throws {
        let items = try await ViewWishlistUseCase(wishlist: wishlist).execute()
        let item = try #require(items.first { $0.styleNumber == style && $0.colourId == colour })
        _ = try await RemoveWishlistItemUseCase(wishlist: wishlist).execute(item)
    }

    func signIn(_ person: SignedInPerson) async {
        account.signIn(person)
        await following.accountSignedIn(person)
    }

    /// The wishlist on this device, as `STYLE-colour`, sorted.
    func local() async throws -> [String] {
        try await ViewWishlistUseCase(wishlist: wishlist).execute().map { "\($0.styleNumber)-\($0.colourId)" }.sorted()
    }
}

@Suite("Given the wishlist and a person's account")
struct WishlistFollowsAccountTests {
    @Test("When they sign in on a device with a wishlist Then the device's and the account's are merged both ways")
    func mergesOnSignIn() async throws {
        let context = try FollowingContext(account: FakeSignedInAccount(saved: ["CAP-red", "TEE-black"]))
        try await context.wish("TEE", "navy")
        try await context.wish("TEE", "black")

        await context.signIn(FollowingContext.ada)

        #expect(try await context.local() == ["CAP-red", "TEE-black", "TEE-navy"])
        #expect(context.account.saved == ["CAP-red", "TEE-black", "TEE-navy"])
    }

    @Test("When the account holds a product the catalog does not know Then it stays on the account and nothing breaks")
    func unknownProductStaysRemote() async throws {
        let context = try FollowingContext(account: FakeSignedInAccount(saved: ["NOPE-blue"]))

        await context.signIn(FollowingContext.ada)

        #expect(try await context.local().isEmpty)
        #expect(context.account.saved == ["NOPE-blue"])
    }

    @Test("When signed in and a product is saved, or moved from the bag, Then the account hears of it at once")
    func changesAreSent() async throws {
        let context = try FollowingContext()
        await context.signIn(FollowingContext.ada)

        try await context.wish("CAP", "red")
        _ = try await AddProductToBagUseCase(bag: context.bag).execute(
            ProductChoiceDomainModel(styleNumber: "TEE", colourId: "black", size: "M"))
        _ = try await MoveBagLineToWishlistUseCase(bag: context.bag).execute(sku: "TEE-black-M")

        #expect(context.account.saved == ["CAP-red", "TEE-black"])
    }

    @Test("When a product is removed with the backend down Then the removal is sent once it is back")
    func offlineRemovalSentLater() async throws {
        let context = try FollowingContext()
        await context.signIn(FollowingContext.ada)
        try await context.wish("CAP", "red")
        context.account.takeDown()

        try await context.remove("CAP", "red")
        #expect(context.account.saved == ["CAP-red"], "the backend did not hear of it yet")

        context.account.bringUp()
        await context.following.sendPendingChanges()

        #expect(context.account.saved.isEmpty)
        #expect(try await context.local().isEmpty, "the merge on view does not bring it back")
    }

    @Test("When they sign out Then the wishlist on this device is empty")
    func signOutKeepsNothing() async throws {
        let context = try FollowingContext()
        await context.signIn(FollowingContext.ada)
        try await context.wish("CAP", "red")

        context.account.signOut()
        await context.following.accountSignedOut()

        #expect(try await context.local().isEmpty)
        context.account.signIn(FollowingContext.ada)
        #expect(context.account.saved == ["CAP-red"], "the account keeps its own")
    }

    @Test("When another account signs in where one was signed out by the backend Then the first one's wishlist is not merged")
    func anotherAccountStartsClean() async throws {
        let context = try FollowingContext()
        await context.signIn(FollowingContext.ada)
        try await context.wish("CAP", "red")
        context.account.signOut()

        context.account.signIn(FollowingContext.grace)
        await context.following.accountSignedIn(FollowingContext.grace)

        #expect(try await context.local().isEmpty)
    }

    @Test("When the wishlist is viewed while signed in Then what was saved or removed on the account elsewhere shows")
    func viewBringsInChangesFromElsewhere() async throws {
        let context = try FollowingContext()
        await context.signIn(FollowingContext.ada)
        try await context.wish("TEE", "navy")
        context.account.saveElsewhere("CAP-red")

        #expect(try await context.local() == ["CAP-red", "TEE-navy"])
    }

    @Test("When nobody signs in Then the wishlist asks the account nothing and stays the device's")
    func signedOutAsksNothing() async throws {
        let context = try FollowingContext()

        try await context.wish("TEE", "navy")

        #expect(try await context.local() == ["TEE-navy"])
        #expect(context.account.requests.isEmpty)
    }
}
