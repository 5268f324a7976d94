import ProductListingDomain
import ProductListingTesting
import Testing

@Suite("Filtering the product listing")
struct FilterProductListingUseCaseTests {
    private let shop = ProductShopFixture.lines

    @Test("Given two Café brands When filtered by brand cafe creme without accents Then only Café Crème's products are listed")
    func brandIgnoringAccents() async throws {
        let context = try ProductListingTestContext(shop)

        let products = try await context.filtered([.values(.brand, names: ["cafe creme"])])

        #expect(products == ["A", "C"])
    }

    @Test("Given colours When filtered by colour NAVY and black Then products in either colour are listed, newest first")
    func coloursOred() async throws {
        let context = try ProductListingTestContext(shop)

        #expect(try await context.filtered([.values(.colour, names: ["NAVY", "black"])]) == ["D", "A", "B", "E"])
    }

    @Test("Given a brand and a colour filter When both apply Then only products with both are listed")
    func filtersAnded() async throws {
        let context = try ProductListingTestContext(shop)

        let products = try await context.filtered([.values(.brand, names: ["Café Crème"]), .values(.colour, names: ["black"])])

        #expect(products == ["A"])
    }

    @Test("Given sizes When filtered by size m Then products sold in M are listed")
    func size() async throws {
        let context = try ProductListingTestContext(shop)

        #expect(try await context.filtered([.values(.size, names: ["m"])]) == ["D", "A", "B"])
    }

    @Test("Given prices of £15, £20, £25, £50 and £80 When filtered from 20 to 50 Then both ends are included")
    func priceInclusive() async throws {
        let context = try ProductListingTestContext(shop)

        let page = try await context.filterProductListing.execute(
            [.price(minimum: 20, maximum: 50)], in: ProductListingQueryDomainModel())

        #expect(page.products.map(\.styleNumber) == ["A", "C", "E"])
        #expect(page.query.filters.price == ProductPriceRangeDomainModel(minimum: 2_000, maximum: 5_000, currencyCode: "GBP"))
    }

    @Test("Given prices When filtered from 50 with no top Then the range is open above")
    func priceOpenTop() async throws {
        let context = try ProductListingTestContext(shop)

        #expect(try await context.filtered([.price(minimum: 50, maximum: nil)]) == ["F", "B", "E"])
    }

    @Test("Given a brand nobody sells When filtered by it Then the brand is unknown")
    func unknownBrand() async throws {
        let context = try ProductListingTestContext(shop)

        await #expect(throws: ProductListingError.unknownFilterValue(.brand, name: "Acme")) {
            try await context.filtered([.values(.brand, names: ["Acme"])])
        }
    }

    @Test("Given Café Crème and Café Noir When filtered by brand cafe Then it says which brands it could be")
    func ambiguousPrefix() async throws {
        let context = try ProductListingTestContext(shop)

        await #expect(
            throws: ProductListingError.ambiguousFilterValue(.brand, name: "cafe", matches: ["Café Crème", "Café Noir"])
        ) {
            try await context.filtered([.values(.brand, names: ["cafe"])])
        }
    }

    @Test("Given one brand starting with otto When filtered by brand otto Then Otto Weiß is chosen")
    func uniquePrefix() async throws {
        let context = try ProductListingTestContext(shop)

        #expect(try await context.filtered([.values(.brand, names: ["otto"])]) == ["E"])
    }

    @Test("Given a brand with a stroked letter When filtered by soren Then Søren & Co is chosen")
    func strokedLetter() async throws {
        let context = try ProductListingTestContext(shop)

        #expect(try await context.filtered([.values(.brand, names: ["soren & co"])]) == ["B"])
    }

    @Test("Given a price range upside down When filtered Then the range is invalid")
    func invalidPrice() async throws {
        let context = try ProductListingTestContext(shop)

        await #expect(throws: ProductListingError.invalidPriceRange) {
            try await context.filtered([.price(minimum: 50, maximum: 20)])
        }
    }

    @Test("Given a search, a category and filters When the filters are cleared Then the search and category stay")
    func clearKeepsSearchAndCategory() async throws {
        let context = try ProductListingTestContext(shop)
        let query = ProductListingQueryDomainModel(
            categoryId: "men", searchText: "denim", filters: ProductListingFiltersDomainModel(brandIds: ["b15"])
        )

        let page = try await context.filterProductListing.execute([.clearAll], in: query)

        #expect(page.query.filters.isEmpty)
        #expect(page.query.categoryId == "men")
        #expect(page.query.searchText == "denim")
        #expect(page.products.map(\.styleNumber) == ["B", "E"])
    }

    @Test("Given a colour filter When the colour filter is given no names Then it is removed and the others stay")
    func removeOneFilter() async throws {
        let context = try ProductListingTestContext(shop)
        let query = ProductListingQueryDomainModel(
            filters: ProductListingFiltersDomainModel(brandIds: ["b05"], colourIds: ["black"]))

        let page = try await context.filterProductListing.execute([.values(.colour, names: [])], in: query)

        #expect(page.query.filters == ProductListingFiltersDomainModel(brandIds: ["b05"]))
        #expect(page.products.map(\.styleNumber) == ["A", "C"])
    }

    @Test("Given the listing on page 2 When a filter is applied Then the first page shows")
    func backToFirstPage() async throws {
        let context = try ProductListingTestContext(ProductCatalogFixture.numbered(45))

        let page = try await context.filterProductListing.execute(
            [.values(.colour, names: ["black"])], in: ProductListingQueryDomainModel(offset: 20))

        #expect(page.pagination.offset == 0)
        #expect(page.pagination.total == 45)
    }

    @Test("Given 45 filtered products among 60 When the last page is viewed Then it holds 5, has no next and its previous is 20")
    func lastFilteredPage() async throws {
        let lines =
            ProductCatalogFixture.numbered(45)
            + (46...60).map { ProductCatalogFixture.line(styleNumber: "X\($0)", name: "Other \($0)", colours: ["Navy"]) }
        let context = try ProductListingTestContext(lines)
        let filtered = ProductListingQueryDomainModel(offset: 40, filters: ProductListingFiltersDomainModel(colourIds: ["black"]))

        let page = try await context.viewProductListing.execute(query: filtered)

        #expect(page.products.count == 5)
        #expect(page.pagination == PaginationDomainModel(offset: 40, limit: 20, total: 45))
        #expect(page.pagination.nextPage == nil)
        #expect(page.pagination.previousPage == 20)
    }

    @Test("Given exactly 40 filtered products When page 2 is viewed Then it is full and the last")
    func exactMultipleFiltered() async throws {
        let lines =
            ProductCatalogFixture.numbered(40)
            + (41...50).map { ProductCatalogFixture.line(styleNumber: "X\($0)", name: "Other \($0)", colours: ["Navy"]) }
        let context = try ProductListingTestContext(lines)

        let page = try await context.viewProductListing.execute(
            query: ProductListingQueryDomainModel(offset: 20, filters: ProductListingFiltersDomainModel(colourIds: ["black"]))
        )

        #expect(page.products.count == 20)
        #expect(page.pagination.pages == 2)
        #expect(page.pagination.nextPage == nil)
    }

    @Test("Given filters matching nothing When viewed Then there are no products and no pages")
    func nothingMatches() async throws {
        let context = try ProductListingTestContext(shop)

        let page = try await context.filterProductListing.execute(
            [.values(.brand, names: ["Ondine"]), .values(.colour, names: ["Navy"])], in: ProductListingQueryDomainModel()
        )

        #expect(page.products.isEmpty)
        #expect(page.pagination.pages == 0)
        #expect(page.pagination.nextPage == nil)
    }

    @Test("Given filters When the page is viewed Then it names the selected brands and colours")
    func selectedNames() async throws {
        let context = try ProductListingTestContext(shop)

        let page = try await context.filterProductListing.execute(
            [.values(.brand, names: ["ondine", "cafe creme"]), .values(.colour, names: ["ecru"])],
            in: ProductListingQueryDomainModel()
        )

        #expect(page.selectedFilterNames[.brand] == ["Ondine", "Café Crème"])
        #expect(page.selectedFilterNames[.colour] == ["Écru"])
    }
}
