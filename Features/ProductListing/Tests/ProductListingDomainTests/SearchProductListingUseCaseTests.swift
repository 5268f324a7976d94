import ProductListingDomain
import ProductListingTesting
import Testing

@Suite("Searching the product listing")
struct SearchProductListingUseCaseTests {
    private func searched(_ text: String, in query: ProductListingQueryDomainModel = ProductListingQueryDomainModel())
        async throws -> [String]
    {
        let context = try ProductListingTestContext(ProductShopFixture.lines)
        return try await context.searchProductListing.execute(text: text, in: query).products.map(\.styleNumber)
    }

    @Test("Given Élise in a name When searching ELISE Then case and accents are ignored")
    func caseAndAccents() async throws {
        #expect(try await searched("ELISE") == ["A"])
    }

    @Test("Given Søren & Co When searching soren Then the stroked letter is matched")
    func strokedLetter() async throws {
        #expect(try await searched("soren") == ["B"])
    }

    @Test("Given a brand When searching its name Then its products are found")
    func byBrand() async throws {
        #expect(try await searched("ondine") == ["D"])
    }

    @Test("Given a colour When searching ecru Then products in Écru are found")
    func byColour() async throws {
        #expect(try await searched("ecru") == ["C"])
    }

    @Test("Given a word only in a description When searching it Then the product is found")
    func byDescription() async throws {
        #expect(try await searched("twill") == ["B"])
    }

    @Test("Given denim in two names and one description When searching Then names come first by relevance")
    func relevance() async throws {
        let context = try ProductListingTestContext(ProductShopFixture.lines)

        let page = try await context.searchProductListing.execute(text: "denim", in: ProductListingQueryDomainModel(offset: 20))

        #expect(page.products.map(\.styleNumber) == ["B", "E", "C"])
        #expect(page.query.sort == .relevance)
        #expect(page.pagination.offset == 0)
    }

    @Test("Given words When searching several Then every word must match, each as a prefix")
    func allWordsPrefixes() async throws {
        #expect(try await searched("den jea") == ["E"])
    }

    @Test("Given a brand filter When searching Then the search keeps the filter")
    func withFilter() async throws {
        let query = ProductListingQueryDomainModel(filters: ProductListingFiltersDomainModel(brandIds: ["b05"]))

        #expect(try await searched("denim", in: query) == ["C"])
    }

    @Test("Given a search sorted by relevance When the sort changes to price Then the results are in price order")
    func sortChangeable() async throws {
        let context = try ProductListingTestContext(ProductShopFixture.lines)
        let searched = try await context.searchProductListing.execute(text: "denim", in: ProductListingQueryDomainModel())

        let page = try await context.sortProductListing.execute(sort: .priceAscending, in: searched.query)

        #expect(page.products.map(\.styleNumber) == ["C", "E", "B"])
    }

    @Test("Given a search When the search is cleared Then everything is listed newest first")
    func clearing() async throws {
        let context = try ProductListingTestContext(ProductShopFixture.lines)
        let searched = try await context.searchProductListing.execute(text: "denim", in: ProductListingQueryDomainModel())

        let page = try await context.searchProductListing.execute(text: "  ", in: searched.query)

        #expect(page.query.sort == .newest)
        #expect(page.query.isSearching == false)
        #expect(page.pagination.total == 6)
    }

    @Test("Given no search When sorted by relevance Then relevance needs a search")
    func relevanceNeedsSearch() async throws {
        let context = try ProductListingTestContext(ProductShopFixture.lines)

        await #expect(throws: ProductListingError.relevanceNeedsSearch) {
            try await context.sortProductListing.execute(sort: .relevance, in: ProductListingQueryDomainModel())
        }
    }

    @Test("Given a search When it is run Then it is the latest recent search")
    func remembered() async throws {
        let context = try ProductListingTestContext(ProductShopFixture.lines)

        _ = try await context.searchProductListing.execute(text: " Denim ", in: ProductListingQueryDomainModel())

        #expect(try await context.viewRecentSearches.execute() == ["Denim"])
    }

    @Test("Given words nothing has When searching Then nothing is found and the search is still remembered")
    func nothingFound() async throws {
        let context = try ProductListingTestContext(ProductShopFixture.lines)

        let page = try await context.searchProductListing.execute(text: "velvet", in: ProductListingQueryDomainModel())

        #expect(page.products.isEmpty)
        #expect(try await context.viewRecentSearches.execute() == ["velvet"])
    }
}
