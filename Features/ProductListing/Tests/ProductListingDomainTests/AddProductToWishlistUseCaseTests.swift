import ProductListingDomain
import Testing

@Suite("Saving a product to the wishlist")
struct AddProductToWishlistUseCaseTests {
    @Test("Given an empty wishlist When a product is saved in a colour Then it is there with that colour and its price")
    func saves() async throws {
        let context = try ShoppingTestContext()

        let change = try await context.addProductToWishlist.execute(
            ProductChoiceDomainModel(styleNumber: "TEE", colourId: "navy"))

        #expect(change.wasAdded)
        #expect(change.item.colourName == "Navy")
        #expect(change.item.size == nil)
        #expect(change.item.price == ProductPriceDomainModel(current: MoneyDomainModel(minorUnits: 1_200, currencyCode: "GBP")))
        #expect(change.items.count == 1)
    }

    @Test("Given a saved product When it is saved again in the same colour Then it is there once and was not added")
    func once() async throws {
        let context = try ShoppingTestContext()
        try await context.wish("TEE", colour: "navy")

        let change = try await context.addProductToWishlist.execute(
            ProductChoiceDomainModel(styleNumber: "TEE", colourId: "navy"))

        #expect(!change.wasAdded)
        #expect(change.items.count == 1)
    }

    @Test("Given a saved product When it is saved in another colour Then both are there, the newest first")
    func newestFirst() async throws {
        let context = try ShoppingTestContext()
        try await context.wish("TEE", colour: "navy")

        let items = try await context.wish("TEE", colour: "black")

        #expect(items.map(\.colourName) == ["Black", "Navy"])
    }

    @Test("Given a product with none left in a colour When saved Then it is saved and shown out of stock")
    func outOfStockCanBeSaved() async throws {
        let context = try ShoppingTestContext()

        let items = try await context.wish("GONE", colour: "grey")

        #expect(items.first?.isOutOfStock == true)
    }

    @Test("Given a colour the product lacks When saved Then the colour is unavailable")
    func unknownColour() async throws {
        let context = try ShoppingTestContext()

        await #expect(throws: ShoppingError.colourUnavailable(colourId: "pink")) {
            try await context.wish("TEE", colour: "pink")
        }
    }
}
