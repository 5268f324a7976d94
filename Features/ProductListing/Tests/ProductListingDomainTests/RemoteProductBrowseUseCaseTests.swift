import Foundation
import ProductListingData
import ProductListingDomain
import ProductListingTesting
import Testing

/// Browsing a products server: categories from its navigation, brands, facets, filters
/// resolved against its values, search and suggestions, offline first.
@Suite("Browsing a products server")
struct RemoteProductBrowseUseCaseTests {
    /// The shop fixture on a server that narrows listings and sends their facets.
    private func shopContext(answersFilters: Bool = true, maxAge: TimeInterval = 3_600) throws -> RemoteProductListingTestContext
    {
        try RemoteProductListingTestContext(
            FakeProductsRemoteSource(
                products: try FakeProductsRemoteSource.products(ProductShopFixture.lines), answersFilters: answersFilters),
            maxAge: maxAge
        )
    }

    private static let menu = [
        ProductNavigationItemDataModel(title: "Home", type: "HOME", url: "/", items: []),
        ProductNavigationItemDataModel(
            title: "Women", type: "LISTING", url: "/c/women",
            items: [
                ProductNavigationItemDataModel(title: "Tops", type: "LISTING", url: "/listing?categoryId=women-tops", items: []),
                ProductNavigationItemDataModel(title: "Dresses", type: "LISTING", url: "/c/women-dresses", items: []),
            ]),
        ProductNavigationItemDataModel(
            title: "Edits", type: "PAGE", url: "/edits",
            items: [
                ProductNavigationItemDataModel(title: "Sale", type: "LISTING", url: "/c/sale", items: [])
            ]),
    ]

    @Test(
        "Given a server naming its menus When the categories are browsed Then its first menu's listings come as a tree, ids from their URLs, no counts"
    )
    func categoriesFromNavigation() async throws {
        let context = try shopContext()
        context.source.setNavigation(Self.menu, handle: "main", handles: ["main", "footer"])

        let tree = try await context.browseCategories.execute()

        #expect(tree.map(\.name) == ["Women", "Sale"])
        #expect(tree.map(\.id) == ["women", "sale"])
        #expect(tree[0].children.map(\.id) == ["women-tops", "women-dresses"])
        #expect(tree[0].children[0].path == ["Women", "Tops"])
        #expect(tree.allSatisfy { $0.productCount == nil })
        #expect(context.source.browseAsked.navigationAsked == ["main"])
    }

    @Test("Given a server without navigationHandles When the categories are browsed Then the header menu is asked for")
    func categoriesWithoutHandles() async throws {
        let context = try shopContext()
        context.source.setNavigation(Self.menu, handle: "header", handles: nil)

        let tree = try await context.browseCategories.execute()

        #expect(tree.map(\.name) == ["Women", "Sale"])
        #expect(context.source.browseAsked.navigationAsked == ["header"])
    }

    @Test(
        "Given a category from the navigation When it is listed Then the server is asked for that categoryId and the page is titled with its place"
    )
    func categoryListing() async throws {
        let context = try shopContext()

        let page = try await context.viewProductListing.execute(query: ProductListingQueryDomainModel(categoryId: "women-tops"))

        #expect(context.source.listingsAsked.last?.categoryId == "women-tops")
        #expect(page.products.map(\.styleNumber) == ["A", "D"])
        #expect(page.hierarchy == ["Women", "Tops"])
    }

    @Test("Given a server's brands When they are browsed Then they come A to Z with accents ignored, by slug, with no counts")
    func brandsAToZ() async throws {
        let context = try shopContext()

        let brands = try await context.browseBrands.execute()

        #expect(brands.map(\.name) == ["Café Crème", "Café Noir", "Ondine", "Otto Weiß", "Søren & Co"])
        #expect(brands.map(\.id) == ["b05", "b06", "b26", "b15", "b02"])
        #expect(brands.allSatisfy { $0.productCount == nil })
    }

    @Test(
        "Given a server with facets When a brand and a colour are typed as the person writes them Then the server's slugs are sent and the names shown"
    )
    func filterResolvedAgainstServer() async throws {
        let context = try shopContext()

        let page = try await context.filterProductListing.execute(
            [.values(.brand, names: ["cafe creme"]), .values(.colour, names: ["NAVY"])], in: ProductListingQueryDomainModel()
        )

        #expect(page.query.filters.brandIds == ["b05"])
        #expect(page.query.filters.colourIds == ["navy"])
        #expect(page.products.map(\.styleNumber) == ["A"])
        #expect(page.selectedFilterNames[.brand] == ["Café Crème"])
        #expect(page.selectedFilterNames[.colour] == ["Navy"])
        #expect(
            context.source.listingsAsked.last?.refine == [
                .init(name: .brand, values: ["b05"]), .init(name: .colour, values: ["navy"]),
            ])
    }

    @Test("Given a name two of the server's brands start with When it is typed Then both are named and nothing changes")
    func ambiguousBrand() async throws {
        let context = try shopContext()

        await #expect(
            throws: ProductListingError.ambiguousFilterValue(.brand, name: "cafe", matches: ["Café Crème", "Café Noir"])
        ) {
            try await context.filterProductListing.execute(
                [.values(.brand, names: ["cafe"])], in: ProductListingQueryDomainModel())
        }
    }

    @Test("Given a colour the listing does not have When it is typed Then it is unknown")
    func unknownColour() async throws {
        let context = try shopContext()

        await #expect(throws: ProductListingError.unknownFilterValue(.colour, name: "teal")) {
            try await context.filterProductListing.execute(
                [.values(.colour, names: ["teal"])], in: ProductListingQueryDomainModel())
        }
    }

    @Test("Given a server without the filters extension When a colour and a size are typed Then they are sent as typed")
    func filterAsTypedWithoutFacets() async throws {
        let context = try shopContext(answersFilters: false)

        let page = try await context.filterProductListing.execute(
            [.values(.colour, names: ["black ", "black"]), .values(.size, names: ["M"])], in: ProductListingQueryDomainModel()
        )

        #expect(page.query.filters.colourIds == ["black"])
        #expect(page.query.filters.sizes == ["M"])
        #expect(page.selectedFilterNames[.colour] == ["black"])
    }

    @Test("Given a price range in pounds When it is typed Then the server gets it in pence")
    func priceInMinorUnits() async throws {
        let context = try shopContext()

        let page = try await context.filterProductListing.execute(
            [.price(minimum: 20, maximum: 50)], in: ProductListingQueryDomainModel())

        #expect(page.query.filters.price == ProductPriceRangeDomainModel(minimum: 2_000, maximum: 5_000, currencyCode: "GBP"))
        #expect(context.source.listingsAsked.last?.refine == [.init(name: .price, values: ["2000", "5000"])])
    }

    @Test("Given a brand filter When the filters are viewed Then the server's facets come with its counts and the brand selected")
    func facetsFromServer() async throws {
        let context = try shopContext()
        let query = ProductListingQueryDomainModel(filters: ProductListingFiltersDomainModel(brandIds: ["b05"]))

        let facets = try await context.viewFilters.execute(query: query)

        #expect(facets.total == 2)
        #expect(facets.filters.map(\.kind) == [.brand, .colour, .size])
        let brand = try #require(facets.filter(.brand))
        #expect(brand.values.filter(\.isSelected).map(\.name) == ["Café Crème"])
        #expect(brand.values.first { $0.name == "Ondine" }?.count == 1)
        let colour = try #require(facets.filter(.colour))
        #expect(colour.values.map(\.name) == ["Black", "Navy", "Écru", "Rosé"])
        #expect(colour.values.map(\.count) == [1, 1, 1, 0])
    }

    @Test("Given a server without the filters extension When the filters are viewed Then it says it has no counts")
    func facetsUnavailable() async throws {
        let context = try shopContext(answersFilters: false)

        await #expect(throws: ProductListingError.filterCountsUnavailable) {
            try await context.viewFilters.execute(query: ProductListingQueryDomainModel())
        }
    }

    @Test("Given a search When it is run Then the server gets the text as query and no sort, for relevance")
    func searchSendsQuery() async throws {
        let context = try shopContext()

        let page = try await context.searchProductListing.execute(text: "denim", in: ProductListingQueryDomainModel())

        #expect(context.source.listingsAsked.last == AlfieProductListingVariablesDataModel(offset: 0, limit: 20, query: "denim"))
        #expect(page.products.map(\.styleNumber) == ["B", "E"])
    }

    @Test(
        "Given a server suggesting more than the app shows When suggestions are asked Then 6 searches, 6 brands and 8 priced products come, in its order"
    )
    func suggestionsCapped() async throws {
        let context = try shopContext()
        let products = (1...10).map { index in
            ProductSuggestionDataModel.Product(
                id: "p\(index)", name: "Denim \(index)", brandName: "Otto Weiß", price: index == 2 ? nil : 5_000,
                wasPrice: index == 1 ? 6_000 : nil,
                currencyCode: "GBP"
            )
        }
        context.source.setSuggestion(
            ProductSuggestionDataModel(
                keywords: (1...8).map { .init(value: "denim \($0)", results: $0) },
                brands: (1...7).map { .init(value: "Brand \($0)", results: 10 + $0) },
                products: products
            ),
            for: "denim"
        )

        let suggestions = try await context.suggestProducts.execute(text: " denim ")

        #expect(suggestions.keywords.map(\.value) == (1...6).map { "denim \($0)" })
        #expect(suggestions.brands.map(\.name) == (1...6).map { "Brand \($0)" })
        #expect(suggestions.brands.map(\.productCount) == (11...16).map { $0 })
        #expect(suggestions.products.map(\.styleNumber) == ["p1", "p3", "p4", "p5", "p6", "p7", "p8", "p9"])
        #expect(suggestions.products[0].price.was == MoneyDomainModel(minorUnits: 6_000, currencyCode: "GBP"))
    }

    @Test(
        "Given brands, a menu, facets and suggestions saved When the server goes down after they expire Then the saved copies are shown"
    )
    func offlineShowsSavedCopies() async throws {
        let context = try shopContext(maxAge: 60)
        context.source.setNavigation(Self.menu)
        context.source.setSuggestion(
            ProductSuggestionDataModel(keywords: [.init(value: "denim", results: 2)], brands: [], products: []), for: "den")
        _ = try await context.browseBrands.execute()
        _ = try await context.browseCategories.execute()
        _ = try await context.viewFilters.execute(query: ProductListingQueryDomainModel())
        _ = try await context.suggestProducts.execute(text: "den")
        context.clock.advance(by: 120)
        context.source.fail(with: .unreachable)

        #expect(try await context.browseBrands.execute().count == 5)
        #expect(try await context.browseCategories.execute().map(\.name) == ["Women", "Sale"])
        #expect(try await context.viewFilters.execute(query: ProductListingQueryDomainModel()).total == 6)
        #expect(try await context.suggestProducts.execute(text: "den").keywords.map(\.value) == ["denim"])
    }

    @Test(
        "Given nothing saved When the server is down Then brands, categories, facets and suggestions each say the server can't be reached"
    )
    func offlineWithNothingSaved() async throws {
        let context = try shopContext()
        context.source.fail(with: .unreachable)
        let unreachable = ProductsServerError.unavailable(.unreachable)

        await #expect(throws: unreachable) { try await context.browseBrands.execute() }
        await #expect(throws: unreachable) { try await context.browseCategories.execute() }
        await #expect(throws: unreachable) { try await context.viewFilters.execute(query: ProductListingQueryDomainModel()) }
        await #expect(throws: unreachable) { try await context.suggestProducts.execute(text: "den") }
    }

    @Test("Given a server that is down and no brands saved When a brand is typed Then the server's problem is the answer")
    func filterOfflineNothingSaved() async throws {
        let context = try shopContext()
        context.source.fail(with: .unreachable)

        await #expect(throws: ProductsServerError.unavailable(.unreachable)) {
            try await context.filterProductListing.execute(
                [.values(.brand, names: ["ondine"])], in: ProductListingQueryDomainModel())
        }
    }
}
