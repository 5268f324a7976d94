import ProductListingDomain
import Testing

@Suite("Removing a wishlist item")
struct RemoveWishlistItemUseCaseTests {
    @Test("Given two saved products When one is removed Then only the other is left")
    func removes() async throws {
        let context = try ShoppingTestContext()
        try await context.wish("TEE", colour: "navy")
        let items = try await context.wish("CAP", colour: "red")

        let left = try await context.removeWishlistItem.execute(try #require(items.first))

        #expect(left.map(\.styleNumber) == ["TEE"])
    }

    @Test("Given an item removed already When it is removed again Then it is not in the wishlist")
    func twice() async throws {
        let context = try ShoppingTestContext()
        let item = try #require(try await context.wish("CAP", colour: "red").first)
        _ = try await context.removeWishlistItem.execute(item)

        await #expect(throws: ShoppingError.itemNotInWishlist) {
            try await context.removeWishlistItem.execute(item)
        }
    }
}
