import ProductListingDomain
import ProductListingTesting
import Testing

@Suite("Viewing the product listing, page by page")
struct ViewProductListingUseCaseTests {
    @Test("Given 45 products When the first page is viewed Then pagination is offset 0, 3 pages, next at 20, no previous")
    func firstPage() async throws {
        let context = try ProductListingTestContext(ProductCatalogFixture.numbered(45))

        let page = try await context.viewProductListing.execute(query: ProductListingQueryDomainModel())

        #expect(page.pagination == PaginationDomainModel(offset: 0, limit: 20, total: 45))
        #expect(page.pagination.pages == 3)
        #expect(page.pagination.page == 1)
        #expect(page.pagination.nextPage == 20)
        #expect(page.pagination.previousPage == nil)
        #expect(page.products.count == 20)
    }

    @Test("Given 45 products When the last page is viewed Then it has 5 products, no next, previous at 20")
    func lastPage() async throws {
        let context = try ProductListingTestContext(ProductCatalogFixture.numbered(45))

        let page = try await context.viewProductListing.execute(query: ProductListingQueryDomainModel(offset: 40))

        #expect(page.products.count == 5)
        #expect(page.pagination.page == 3)
        #expect(page.pagination.nextPage == nil)
        #expect(page.pagination.previousPage == 20)
    }

    @Test("Given exactly 40 products When page 2 is viewed Then it is the last page")
    func exactMultiple() async throws {
        let context = try ProductListingTestContext(ProductCatalogFixture.numbered(40))

        let page = try await context.viewProductListing.execute(query: ProductListingQueryDomainModel(offset: 20))

        #expect(page.pagination.pages == 2)
        #expect(page.pagination.nextPage == nil)
    }

    @Test("Given an offset inside a page When viewed Then the previous page starts no lower than 0")
    func previousClampedAtZero() {
        let pagination = PaginationDomainModel(offset: 5, limit: 20, total: 45)

        #expect(pagination.previousPage == 0)
        #expect(pagination.page == 1)
    }

    @Test("Given no products When the listing is viewed Then there are no pages, no next and no previous")
    func emptyCatalog() {
        let pagination = PaginationDomainModel(offset: 0, limit: 20, total: 0)

        #expect(pagination.pages == 0)
        #expect(pagination.nextPage == nil)
        #expect(pagination.previousPage == nil)
    }

    @Test("Given a missing catalog When the listing is viewed Then the catalog is unavailable")
    func missingCatalog() async throws {
        let context = try ProductListingTestContext(["{broken"])

        await #expect(throws: ProductListingError.catalogUnavailable) {
            try await context.viewProductListing.execute(query: ProductListingQueryDomainModel())
        }
    }
}
