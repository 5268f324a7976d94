import ProductListingDomain
import Testing

@Suite("Moving a bag line to the wishlist")
struct MoveBagLineToWishlistUseCaseTests {
    @Test("Given a line in size L When it is moved Then it leaves the bag and the wishlist keeps its product, colour and size")
    func moves() async throws {
        let context = try ShoppingTestContext()
        try await context.add("TEE", colour: "black", size: "L", times: 2)

        let bag = try await context.moveBagLineToWishlist.execute(sku: "TEE-black-L")

        #expect(bag.isEmpty)
        let items = try await context.viewWishlist.execute()
        #expect(items.map(\.styleNumber) == ["TEE"])
        #expect(items.first?.colourName == "Black")
        #expect(items.first?.size == "L")
    }

    @Test(
        "Given the product and colour on the wishlist already When the line is moved Then there is still one item, with the line's size"
    )
    func movesOntoAnExistingItem() async throws {
        let context = try ShoppingTestContext()
        try await context.wish("TEE", colour: "black")
        try await context.wish("CAP", colour: "red")
        try await context.add("TEE", colour: "black", size: "M")

        _ = try await context.moveBagLineToWishlist.execute(sku: "TEE-black-M")

        let items = try await context.viewWishlist.execute()
        #expect(items.map(\.styleNumber) == ["CAP", "TEE"])
        #expect(items.last?.size == "M")
    }

    @Test("Given no such line When it is moved Then the line is not in the bag and the wishlist is unchanged")
    func unknownLine() async throws {
        let context = try ShoppingTestContext()

        await #expect(throws: ShoppingError.lineNotInBag) {
            try await context.moveBagLineToWishlist.execute(sku: "TEE-black-M")
        }
        #expect(try await context.viewWishlist.execute().isEmpty)
    }
}
