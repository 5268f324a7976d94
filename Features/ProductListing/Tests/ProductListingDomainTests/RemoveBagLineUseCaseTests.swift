import ProductListingDomain
import Testing

@Suite("Removing a bag line")
struct RemoveBagLineUseCaseTests {
    @Test("Given two lines When the first is removed Then only the second is left")
    func removesOneLine() async throws {
        let context = try ShoppingTestContext()
        try await context.add("TEE", colour: "black", size: "L", times: 2)
        try await context.add("CAP", colour: "red")

        let bag = try await context.removeBagLine.execute(sku: "TEE-black-L")

        #expect(bag.lines.map(\.sku) == ["CAP-red"])
        #expect(bag.itemCount == 1)
    }

    @Test("Given an empty bag When a line is removed Then the line is not in the bag")
    func unknownLine() async throws {
        let context = try ShoppingTestContext()

        await #expect(throws: ShoppingError.lineNotInBag) {
            try await context.removeBagLine.execute(sku: "CAP-red")
        }
    }
}
