import ProductListingDomain
import Testing

@Suite("Adding a product to the bag")
struct AddProductToBagUseCaseTests {
    private func choice(_ styleNumber: String, _ colour: String, _ size: String? = nil) -> ProductChoiceDomainModel {
        ProductChoiceDomainModel(styleNumber: styleNumber, colourId: colour, size: size)
    }

    @Test("Given an empty bag When a size with stock is added Then the bag holds one of it at its price")
    func addsOne() async throws {
        let context = try ShoppingTestContext()

        let change = try await context.addProductToBag.execute(choice("TEE", "black", "L"))

        #expect(change.line.sku == "TEE-black-L")
        #expect(change.line.quantity == 1)
        #expect(change.line.size == "L")
        #expect(change.line.colourName == "Black")
        #expect(change.line.unitPrice == MoneyDomainModel(minorUnits: 1_200, currencyCode: "GBP"))
        #expect(change.bag.itemCount == 1)
    }

    @Test("Given one in the bag When the same variant is added again Then its line holds two")
    func sameVariantJoinsItsLine() async throws {
        let context = try ShoppingTestContext()
        try await context.add("TEE", colour: "black", size: "L")

        let change = try await context.addProductToBag.execute(choice("TEE", "black", "L"))

        #expect(change.bag.lines.count == 1)
        #expect(change.line.quantity == 2)
    }

    @Test("Given one line When another size is added Then it is a second line after the first")
    func otherSizeIsANewLine() async throws {
        let context = try ShoppingTestContext()
        try await context.add("TEE", colour: "black", size: "L")

        let change = try await context.addProductToBag.execute(choice("TEE", "black", "M"))

        #expect(change.bag.lines.map(\.sku) == ["TEE-black-L", "TEE-black-M"])
    }

    @Test("Given a size typed in lower case When added Then the catalog's size is used")
    func sizeIgnoresCase() async throws {
        let context = try ShoppingTestContext()

        let change = try await context.addProductToBag.execute(choice("TEE", "black", " m "))

        #expect(change.line.size == "M")
    }

    @Test("Given a product with sizes When no size is given Then it asks for one of the colour's sizes")
    func sizeRequired() async throws {
        let context = try ShoppingTestContext()

        await #expect(throws: ShoppingError.sizeRequired(colourName: "Navy", sizes: ["S", "M", "L"])) {
            try await context.addProductToBag.execute(choice("TEE", "navy"))
        }
        #expect(try await context.viewBag.execute().isEmpty)
    }

    @Test("Given a product with sizes When a size it lacks is given Then it names the sizes there are")
    func unknownSize() async throws {
        let context = try ShoppingTestContext()

        await #expect(throws: ShoppingError.unknownSize(size: "XXL", colourName: "Navy", sizes: ["S", "M", "L"])) {
            try await context.addProductToBag.execute(choice("TEE", "navy", "XXL"))
        }
    }

    @Test("Given a one-size product When added with no size Then its one variant goes in the bag")
    func oneSizeNeedsNoSize() async throws {
        let context = try ShoppingTestContext()

        let change = try await context.addProductToBag.execute(choice("CAP", "red"))

        #expect(change.line.size == nil)
        #expect(change.line.sku == "CAP-red")
    }

    @Test("Given a one-size product When a size is given Then it says the product comes in one size")
    func oneSizeRefusesASize() async throws {
        let context = try ShoppingTestContext()

        await #expect(throws: ShoppingError.oneSizeOnly) {
            try await context.addProductToBag.execute(choice("CAP", "red", "M"))
        }
    }

    @Test("Given a size with none left When it is added Then it is out of stock and the bag is unchanged")
    func outOfStock() async throws {
        let context = try ShoppingTestContext()

        await #expect(throws: ShoppingError.outOfStock(size: "S", colourName: "Navy")) {
            try await context.addProductToBag.execute(choice("TEE", "navy", "S"))
        }
        #expect(try await context.viewBag.execute().isEmpty)
    }

    @Test("Given the bag holds all 2 left When one more is added Then it refuses and the line keeps 2")
    func neverMoreThanTheStock() async throws {
        let context = try ShoppingTestContext()
        try await context.add("TEE", colour: "navy", size: "M", times: 2)

        await #expect(throws: ShoppingError.allStockInBag(stock: 2, size: "M", colourName: "Navy")) {
            try await context.addProductToBag.execute(choice("TEE", "navy", "M"))
        }
        #expect(try await context.viewBag.execute().lines.first?.quantity == 2)
    }

    @Test("Given a colour the product does not come in When added Then the colour is unavailable")
    func unknownColour() async throws {
        let context = try ShoppingTestContext()

        await #expect(throws: ShoppingError.colourUnavailable(colourId: "pink")) {
            try await context.addProductToBag.execute(choice("TEE", "pink", "M"))
        }
    }

    @Test("Given no such style number When added Then the product is not found")
    func unknownProduct() async throws {
        let context = try ShoppingTestContext()

        await #expect(throws: ProductListingError.productNotFound(styleNumber: "NOPE")) {
            try await context.addProductToBag.execute(choice("NOPE", "navy", "M"))
        }
    }
}
