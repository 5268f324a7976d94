import ProductListingDomain
import ProductListingTesting
import Testing

@Suite("Recent searches")
struct RecentProductSearchesTests {
    @Test("Given 12 searches When the recent ones are viewed Then the last 10 show, the latest first")
    func keepsTen() async throws {
        let context = try ProductListingTestContext(ProductShopFixture.lines)
        for number in 1...12 {
            _ = try await context.searchProductListing.execute(text: "word\(number)", in: ProductListingQueryDomainModel())
        }

        let recent = try await context.viewRecentSearches.execute()

        #expect(recent == (3...12).reversed().map { "word\($0)" })
    }

    @Test("Given a search made again with other capitals and accents When viewed Then it shows once, at the top, as last typed")
    func onceAtTop() async throws {
        let context = try ProductListingTestContext(ProductShopFixture.lines)
        for text in ["élise", "denim", "ELISE"] {
            _ = try await context.searchProductListing.execute(text: text, in: ProductListingQueryDomainModel())
        }

        #expect(try await context.viewRecentSearches.execute() == ["ELISE", "denim"])
    }

    @Test("Given recent searches When they are cleared Then none are left")
    func clear() async throws {
        let context = try ProductListingTestContext(ProductShopFixture.lines)
        _ = try await context.searchProductListing.execute(text: "denim", in: ProductListingQueryDomainModel())

        try await context.clearRecentSearches.execute()

        #expect(try await context.viewRecentSearches.execute().isEmpty)
    }

    @Test("Given three searches When the middle one is removed Then the other two stay, in their order")
    func removeOne() async throws {
        let context = try ProductListingTestContext(ProductShopFixture.lines)
        for text in ["linen", "denim", "silk"] {
            _ = try await context.searchProductListing.execute(text: text, in: ProductListingQueryDomainModel())
        }

        try await context.removeRecentSearch.execute(text: "denim")

        #expect(try await context.viewRecentSearches.execute() == ["silk", "linen"])
    }

    @Test("Given a search When it is removed with other capitals and accents Then it is gone all the same")
    func removeFolded() async throws {
        let context = try ProductListingTestContext(ProductShopFixture.lines)
        _ = try await context.searchProductListing.execute(text: "élise", in: ProductListingQueryDomainModel())

        try await context.removeRecentSearch.execute(text: "ELISE")

        #expect(try await context.viewRecentSearches.execute().isEmpty)
    }

    @Test("Given a search cleared with no text When viewed Then nothing empty was remembered")
    func emptyNotKept() async throws {
        let context = try ProductListingTestContext(ProductShopFixture.lines)

        _ = try await context.searchProductListing.execute(text: "", in: ProductListingQueryDomainModel())

        #expect(try await context.viewRecentSearches.execute().isEmpty)
    }
}
