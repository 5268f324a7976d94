import ProductListingDomain
import ProductListingTesting
import Testing

@Suite("Suggestions for a few letters")
struct SuggestProductsUseCaseTests {
    /// 20 products, each named after a different word starting with "sa", by 10 brands starting with "Sa".
    private static let crowded: [String] = (1...20).map { index in
        ProductCatalogFixture.line(
            styleNumber: "S\(index)", name: "Sa\(String(repeating: "a", count: index)) Coat", brand: "Sage \(index % 10)",
            brandId: "s\(index % 10)", releaseDate: "2025-01-\(10 + index)"
        )
    }

    @Test(
        "Given many matching words, brands and products When suggestions are asked Then at most 6 searches, 6 brands and 8 products come"
    )
    func limits() async throws {
        let context = try ProductListingTestContext(Self.crowded)

        let suggestions = try await context.suggestProducts.execute(text: "sa")

        #expect(suggestions.keywords.count == 6)
        #expect(suggestions.brands.count == 6)
        #expect(suggestions.products.count == 8)
    }

    @Test("Given den When suggestions are asked Then denim is suggested with what its search finds")
    func keywordResults() async throws {
        let context = try ProductListingTestContext(ProductShopFixture.lines)

        let suggestions = try await context.suggestProducts.execute(text: "den")

        #expect(suggestions.keywords == [ProductSuggestionKeywordDomainModel(value: "denim", results: 3)])
        #expect(suggestions.products.map(\.styleNumber) == ["B", "E", "C"])
    }

    @Test("Given two words When suggestions are asked Then the last word is completed after the first")
    func completesLastWord() async throws {
        let context = try ProductListingTestContext(ProductShopFixture.lines)

        let suggestions = try await context.suggestProducts.execute(text: "denim j")

        #expect(suggestions.keywords.map(\.value) == ["denim jacket", "denim jeans"])
        #expect(suggestions.keywords.map(\.results) == [1, 1])
    }

    @Test("Given two Café brands When suggestions are asked for cafe Then both brands come, the larger first")
    func brands() async throws {
        let context = try ProductListingTestContext(ProductShopFixture.lines)

        let suggestions = try await context.suggestProducts.execute(text: "cafe")

        #expect(
            suggestions.brands == [
                ProductBrandDomainModel(id: "b05", name: "Café Crème", productCount: 2),
                ProductBrandDomainModel(id: "b06", name: "Café Noir", productCount: 1),
            ])
    }

    @Test("Given a brand's second word When suggestions are asked for it Then the brand comes")
    func brandWord() async throws {
        let context = try ProductListingTestContext(ProductShopFixture.lines)

        #expect(try await context.suggestProducts.execute(text: "weiss").brands.map(\.name) == ["Otto Weiß"])
    }

    @Test("Given letters nothing has When suggestions are asked Then there are none")
    func nothing() async throws {
        let context = try ProductListingTestContext(ProductShopFixture.lines)

        #expect(try await context.suggestProducts.execute(text: "zzz").isEmpty)
    }

    @Test("Given blank text When suggestions are asked Then there are none")
    func blank() async throws {
        let context = try ProductListingTestContext(ProductShopFixture.lines)

        #expect(try await context.suggestProducts.execute(text: "   ").isEmpty)
    }
}
