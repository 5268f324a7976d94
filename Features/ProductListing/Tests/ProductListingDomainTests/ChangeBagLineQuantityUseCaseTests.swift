import ProductListingDomain
import Testing

@Suite("Changing a bag line's quantity")
struct ChangeBagLineQuantityUseCaseTests {
    private func contextWithBlackL() async throws -> ShoppingTestContext {
        let context = try ShoppingTestContext()
        try await context.add("TEE", colour: "black", size: "L")
        return context
    }

    @Test("Given one of a variant with 5 left When the quantity is set to 3 Then the line holds 3")
    func withinStock() async throws {
        let context = try await contextWithBlackL()

        let change = try await context.changeBagLineQuantity.execute(sku: "TEE-black-L", quantity: 3)

        #expect(change.outcome == .changed)
        #expect(change.line.quantity == 3)
        #expect(change.bag.itemCount == 3)
    }

    @Test("Given 5 left When the quantity is set to exactly 5 Then the line holds 5, not capped")
    func exactlyTheStock() async throws {
        let context = try await contextWithBlackL()

        let change = try await context.changeBagLineQuantity.execute(sku: "TEE-black-L", quantity: 5)

        #expect(change.outcome == .changed)
        #expect(change.line.quantity == 5)
    }

    @Test("Given 5 left When the quantity is set to 6 Then the line is capped at 5")
    func oneAboveTheStock() async throws {
        let context = try await contextWithBlackL()

        let change = try await context.changeBagLineQuantity.execute(sku: "TEE-black-L", quantity: 6)

        #expect(change.outcome == .cappedAtStock)
        #expect(change.line.quantity == 5)
        #expect(try await context.viewBag.execute().lines.first?.quantity == 5)
    }

    @Test("Given 5 left When the quantity is set to Int.max Then the line is capped at 5 and the total does not overflow")
    func hugeQuantity() async throws {
        let context = try await contextWithBlackL()

        let change = try await context.changeBagLineQuantity.execute(sku: "TEE-black-L", quantity: Int.max)

        #expect(change.line.quantity == 5)
        #expect(change.bag.totals == [MoneyDomainModel(minorUnits: 6_000, currencyCode: "GBP")])
    }

    @Test("Given a line When the quantity is set to 1 Then the line holds 1")
    func downToOne() async throws {
        let context = try await contextWithBlackL()
        _ = try await context.changeBagLineQuantity.execute(sku: "TEE-black-L", quantity: 4)

        let change = try await context.changeBagLineQuantity.execute(sku: "TEE-black-L", quantity: 1)

        #expect(change.line.quantity == 1)
    }

    @Test("Given a line When the quantity is set to 0 Then the line leaves the bag")
    func zeroRemoves() async throws {
        let context = try await contextWithBlackL()

        let change = try await context.changeBagLineQuantity.execute(sku: "TEE-black-L", quantity: 0)

        #expect(change.outcome == .removed)
        #expect(change.line.sku == "TEE-black-L")
        #expect(change.bag.isEmpty)
    }

    @Test("Given a line When the quantity is set below 0 Then it is refused and the line is unchanged")
    func negativeRefused() async throws {
        let context = try await contextWithBlackL()

        await #expect(throws: ShoppingError.invalidQuantity) {
            try await context.changeBagLineQuantity.execute(sku: "TEE-black-L", quantity: -1)
        }
        #expect(try await context.viewBag.execute().lines.first?.quantity == 1)
    }

    @Test("Given no line with a SKU When its quantity is set Then the line is not in the bag")
    func unknownLine() async throws {
        let context = try await contextWithBlackL()

        await #expect(throws: ShoppingError.lineNotInBag) {
            try await context.changeBagLineQuantity.execute(sku: "TEE-navy-L", quantity: 2)
        }
    }
}
