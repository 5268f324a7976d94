import ProductListingDomain
import ProductListingTesting
import Testing

@Suite("Viewing the listing's filters (facets)")
struct ViewProductListingFiltersUseCaseTests {
    private func facets(_ query: ProductListingQueryDomainModel = ProductListingQueryDomainModel()) async throws
        -> ProductListingFacetsDomainModel
    {
        try await ProductListingTestContext(ProductShopFixture.lines).viewProductListingFilters.execute(query: query)
    }

    private func counts(_ facets: ProductListingFacetsDomainModel, _ kind: ProductFilterKindDomainModel) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: (facets.filter(kind)?.values ?? []).map { ($0.name, $0.count) })
    }

    @Test("Given no filters When the filters are viewed Then every value counts the products that have it")
    func unfilteredCounts() async throws {
        let facets = try await facets()

        #expect(facets.total == 6)
        #expect(counts(facets, .brand) == ["Café Crème": 2, "Café Noir": 1, "Ondine": 1, "Otto Weiß": 1, "Søren & Co": 1])
        #expect(counts(facets, .colour) == ["Black": 3, "Navy": 3, "Écru": 1, "Rosé": 1])
        #expect(facets.filter(.size)?.values.map(\.name) == ["S", "M", "L", "30", "32"])
        #expect(counts(facets, .size) == ["S": 3, "M": 3, "L": 2, "30": 1, "32": 1])
    }

    @Test("Given a colour filter When the filters are viewed Then colours count without it and the others with it")
    func disjunctive() async throws {
        let facets = try await facets(
            ProductListingQueryDomainModel(filters: ProductListingFiltersDomainModel(colourIds: ["black"])))

        #expect(facets.total == 3)
        #expect(counts(facets, .colour) == ["Black": 3, "Navy": 3, "Écru": 1, "Rosé": 1])
        #expect(counts(facets, .brand) == ["Café Crème": 1, "Café Noir": 0, "Ondine": 1, "Otto Weiß": 1, "Søren & Co": 0])
        #expect(facets.filter(.colour)?.values.filter(\.isSelected).map(\.name) == ["Black"])
    }

    @Test("Given brand and size filters When the filters are viewed Then each filter counts under the other")
    func twoFilters() async throws {
        let query = ProductListingQueryDomainModel(filters: ProductListingFiltersDomainModel(brandIds: ["b05"], sizes: ["M"]))

        let facets = try await facets(query)

        #expect(facets.total == 1)
        #expect(counts(facets, .brand) == ["Café Crème": 1, "Café Noir": 0, "Ondine": 1, "Otto Weiß": 0, "Søren & Co": 1])
        #expect(counts(facets, .size) == ["S": 1, "M": 1, "L": 1, "30": 0, "32": 0])
    }

    @Test("Given a search When the filters are viewed Then they count only what the search finds")
    func underSearch() async throws {
        let facets = try await facets(ProductListingQueryDomainModel(searchText: "denim"))

        #expect(facets.total == 3)
        #expect(counts(facets, .brand) == ["Café Crème": 1, "Café Noir": 0, "Ondine": 0, "Otto Weiß": 1, "Søren & Co": 1])
    }

    @Test("Given a category When the filters are viewed Then they count only its products")
    func underCategory() async throws {
        let facets = try await facets(ProductListingQueryDomainModel(categoryId: "women"))

        #expect(facets.total == 3)
        #expect(counts(facets, .colour) == ["Black": 2, "Navy": 1, "Écru": 0, "Rosé": 1])
    }

    @Test("Given prices When the filters are viewed Then the price bands count lowest first, the top band open")
    func priceBands() async throws {
        let facets = try await facets()
        let bands = facets.filter(.price)?.values ?? []

        #expect(bands.map(\.count) == [2, 1, 2, 1, 0])
        #expect(bands.first?.priceRange == ProductPriceRangeDomainModel(minimum: 0, maximum: 2_499, currencyCode: "GBP"))
        #expect(bands.last?.priceRange == ProductPriceRangeDomainModel(minimum: 20_000, maximum: nil, currencyCode: "GBP"))
    }

    @Test("Given a price filter equal to a band When the filters are viewed Then that band is selected")
    func selectedBand() async throws {
        let price = ProductPriceRangeDomainModel(minimum: 2_500, maximum: 4_999, currencyCode: "GBP")

        let facets = try await facets(ProductListingQueryDomainModel(filters: ProductListingFiltersDomainModel(price: price)))

        #expect(facets.filter(.price)?.values.map(\.isSelected) == [false, true, false, false, false])
        #expect(facets.total == 1)
    }
}
