import ProductListingDomain
import Testing

@Suite("Viewing the bag")
struct ViewBagUseCaseTests {
    @Test("Given nothing added When the bag is viewed Then it is empty with no totals")
    func empty() async throws {
        let bag = try await ShoppingTestContext().viewBag.execute()

        #expect(bag.isEmpty)
        #expect(bag.itemCount == 0)
        #expect(bag.totals.isEmpty)
    }

    @Test("Given lines in one currency When the bag is viewed Then one total adds their quantities times their prices")
    func oneCurrency() async throws {
        let context = try ShoppingTestContext()
        try await context.add("TEE", colour: "black", size: "L", times: 3)
        try await context.add("CAP", colour: "red")

        let bag = try await context.viewBag.execute()

        #expect(bag.itemCount == 4)
        #expect(bag.lines.map(\.lineTotal.minorUnits) == [3_600, 900])
        #expect(bag.totals == [MoneyDomainModel(minorUnits: 4_500, currencyCode: "GBP")])
    }

    @Test(
        "Given lines in pounds and yen When the bag is viewed Then there is a total per currency, in the order they first appear")
    func totalPerCurrency() async throws {
        let context = try ShoppingTestContext()
        try await context.add("YEN", colour: "white", times: 2)
        try await context.add("TEE", colour: "black", size: "L")
        try await context.add("CAP", colour: "red")

        let bag = try await context.viewBag.execute()

        #expect(
            bag.totals == [
                MoneyDomainModel(minorUnits: 3_000, currencyCode: "JPY"),
                MoneyDomainModel(minorUnits: 2_100, currencyCode: "GBP"),
            ])
    }

    @Test("Given lines When the bag is viewed Then each keeps brand, name, colour, size and the stock left")
    func lineDetails() async throws {
        let context = try ShoppingTestContext()
        try await context.add("TEE", colour: "navy", size: "M")

        let line = try #require(try await context.viewBag.execute().lines.first)

        #expect(line.brandName == "Maison Élodie")
        #expect(line.productName == "Élise Tee")
        #expect(line.colourName == "Navy")
        #expect(line.size == "M")
        #expect(line.stock == 2)
        #expect(!line.exceedsStock)
    }
}
