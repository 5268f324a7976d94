import ProductListingDomain
import ProductListingTesting
import Testing

@Suite("Sorting the product listing")
struct SortProductListingUseCaseTests {
    private let lines = [
        ProductCatalogFixture.line(styleNumber: "A", name: "Bolero", releaseDate: "2025-03-01", pricePence: 3_000),
        ProductCatalogFixture.line(styleNumber: "B", name: "Élan Coat", releaseDate: "2025-05-01", pricePence: 1_000),
        ProductCatalogFixture.line(styleNumber: "C", name: "Anorak", releaseDate: "2025-01-01", pricePence: 2_000),
    ]

    private func sorted(_ sort: ProductListingSortDomainModel) async throws -> [String] {
        let context = try ProductListingTestContext(lines)
        let page = try await context.sortProductListing.execute(sort: sort, in: ProductListingQueryDomainModel(offset: 20))
        #expect(page.pagination.offset == 0)
        return page.products.map(\.styleNumber)
    }

    @Test("Given three products When sorted newest first Then the latest release leads")
    func newest() async throws { #expect(try await sorted(.newest) == ["B", "A", "C"]) }

    @Test("Given three products When sorted by price low to high Then the cheapest leads")
    func priceAscending() async throws { #expect(try await sorted(.priceAscending) == ["B", "C", "A"]) }

    @Test("Given three products When sorted by price high to low Then the dearest leads")
    func priceDescending() async throws { #expect(try await sorted(.priceDescending) == ["A", "C", "B"]) }

    @Test("Given three products When sorted by name A to Z Then accents sort with their letter")
    func nameAscending() async throws { #expect(try await sorted(.nameAscending) == ["C", "A", "B"]) }

    @Test("Given three products When sorted by name Z to A Then the order is reversed")
    func nameDescending() async throws { #expect(try await sorted(.nameDescending) == ["B", "A", "C"]) }
}
