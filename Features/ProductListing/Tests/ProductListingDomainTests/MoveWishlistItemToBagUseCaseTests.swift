import ProductListingDomain
import Testing

@Suite("Moving a wishlist item to the bag")
struct MoveWishlistItemToBagUseCaseTests {
    private func saved(_ context: ShoppingTestContext, _ styleNumber: String, _ colour: String) async throws
        -> WishlistItemDomainModel
    {
        try #require(try await context.wish(styleNumber, colour: colour).first { $0.styleNumber == styleNumber })
    }

    @Test("Given a saved product When it is added in size L Then one L is in the bag and it leaves the wishlist")
    func movesOne() async throws {
        let context = try ShoppingTestContext()
        let item = try await saved(context, "TEE", "black")

        let move = try await context.moveWishlistItemToBag.execute(item, size: "l")

        #expect(move.line.sku == "TEE-black-L")
        #expect(move.line.quantity == 1)
        #expect(move.items.isEmpty)
        #expect(try await context.viewBag.execute().itemCount == 1)
    }

    @Test("Given the variant in the bag already When the item is added Then its line holds one more")
    func joinsItsLine() async throws {
        let context = try ShoppingTestContext()
        try await context.add("TEE", colour: "black", size: "L")
        let item = try await saved(context, "TEE", "black")

        let move = try await context.moveWishlistItemToBag.execute(item, size: "L")

        #expect(move.line.quantity == 2)
    }

    @Test("Given an item saved from the bag in size M When it is added with no size Then size M is used")
    func usesTheSavedSize() async throws {
        let context = try ShoppingTestContext()
        try await context.add("TEE", colour: "black", size: "M")
        _ = try await context.moveBagLineToWishlist.execute(sku: "TEE-black-M")
        let item = try #require(try await context.viewWishlist.execute().first)

        let move = try await context.moveWishlistItemToBag.execute(item, size: nil)

        #expect(move.line.size == "M")
    }

    @Test("Given a one-size product saved When it is added with no size Then it goes in the bag")
    func oneSize() async throws {
        let context = try ShoppingTestContext()
        let item = try await saved(context, "CAP", "red")

        let move = try await context.moveWishlistItemToBag.execute(item, size: nil)

        #expect(move.line.sku == "CAP-red")
    }

    @Test("Given a product with sizes saved without one When it is added with no size Then it asks for a size and stays saved")
    func sizeRequired() async throws {
        let context = try ShoppingTestContext()
        let item = try await saved(context, "TEE", "navy")

        await #expect(throws: ShoppingError.sizeRequired(colourName: "Navy", sizes: ["S", "M", "L"])) {
            try await context.moveWishlistItemToBag.execute(item, size: nil)
        }
        #expect(try await context.viewWishlist.execute().count == 1)
        #expect(try await context.viewBag.execute().isEmpty)
    }

    @Test("Given a size with none left When the item is added in it Then it is out of stock and stays saved")
    func outOfStockStays() async throws {
        let context = try ShoppingTestContext()
        let item = try await saved(context, "TEE", "navy")

        await #expect(throws: ShoppingError.outOfStock(size: "S", colourName: "Navy")) {
            try await context.moveWishlistItemToBag.execute(item, size: "S")
        }
        #expect(try await context.viewWishlist.execute().count == 1)
    }

    @Test("Given the bag holds the last one When the item is added Then it refuses, the bag keeps 1 and the item stays saved")
    func bagHoldsTheStock() async throws {
        let context = try ShoppingTestContext()
        try await context.add("CAP", colour: "red")
        let item = try await saved(context, "CAP", "red")

        await #expect(throws: ShoppingError.allStockInBag(stock: 1, size: nil, colourName: "Red")) {
            try await context.moveWishlistItemToBag.execute(item, size: nil)
        }
        #expect(try await context.viewBag.execute().itemCount == 1)
        #expect(try await context.viewWishlist.execute().count == 1)
    }
}
