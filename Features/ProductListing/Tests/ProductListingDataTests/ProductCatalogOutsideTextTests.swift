import Foundation
import Persistence
import ProductListingData
import ProductListingTesting
import TestSupport
import Testing

@Suite("A catalog file's texts are made safe before they are saved")
struct ProductCatalogOutsideTextTests {
    private func importedProduct(_ line: String) async throws -> ProductDetailsDataModel? {
        let database = try TestDatabase.inMemory([ProductListingDatabaseMigrations()])
        try await ProductCatalogImporter(database: database).importCatalog(
            from: try ProductCatalogFixture.file([line]), version: "test")
        return try await ProductListingDAO(database: database).product(styleNumber: "X1")
    }

    @Test("Given a name that clears the screen and a brand with a bidi override When imported Then both are saved without them")
    func namesCleaned() async throws {
        let line = ProductCatalogFixture.line(
            styleNumber: "X1", name: #"Coat\u001b[2J\u001b]0;owned\u0007 Long"#, brand: #"Ondine\u202e evil"#
        )

        let product = try #require(try await importedProduct(line))

        #expect(product.summary.name == "Coat Long")
        #expect(product.summary.brandName == "Ondine evil")
    }

    @Test(
        "Given a colour with a line break and a description with a C1 control When imported Then the colour is one line and the description keeps its own line break"
    )
    func colourAndDescriptionCleaned() async throws {
        let line = ProductCatalogFixture.line(
            styleNumber: "X1", name: "Coat", colours: [#"Black\nRow 2"#], description: #"Warm\u009b31m.\nWashable."#
        )

        let product = try #require(try await importedProduct(line))

        #expect(product.colours.map(\.name) == ["Black Row 2"])
        #expect(product.shortDescription == "Warm.\nWashable.")
    }

    @Test(
        "Given two variants each with the largest stock When imported Then the product's stock stays at the largest number instead of trapping"
    )
    func stockDoesNotOverflow() async throws {
        let line = ProductCatalogFixture.line(
            styleNumber: "X1", name: "Coat", sizes: ["S", "M"], stock: ["black/S": Int.max, "black/M": Int.max]
        )

        let product = try #require(try await importedProduct(line))

        #expect(product.summary.stock == Int.max)
    }
}
