import ProductListingDomain
import Testing

@Suite("Viewing the wishlist")
struct ViewWishlistUseCaseTests {
    @Test("Given nothing saved When the wishlist is viewed Then it is empty")
    func empty() async throws {
        #expect(try await ShoppingTestContext().viewWishlist.execute().isEmpty)
    }

    @Test("Given a product priced in yen saved When viewed Then its price keeps its currency")
    func keepsTheCurrency() async throws {
        let context = try ShoppingTestContext()
        try await context.wish("YEN", colour: "white")

        let item = try #require(try await context.viewWishlist.execute().first)

        #expect(item.price.current == MoneyDomainModel(minorUnits: 1_500, currencyCode: "JPY"))
        #expect(item.brandName == "Maison Élodie")
        #expect(item.productName == "Tabi")
    }
}
