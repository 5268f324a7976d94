import ProductListingDomain
import ProductListingTesting
import Testing

@Suite("Product price and stock rules")
struct ProductPriceRulesTests {
    private func summary(_ line: String) async throws -> ProductSummaryDomainModel {
        let context = try ProductListingTestContext([line])
        return try #require(try await context.viewProductListing.execute(query: ProductListingQueryDomainModel()).products.first)
    }

    @Test("Given variants at one price When listed Then the price does not start from")
    func singlePrice() async throws {
        let product = try await summary(ProductCatalogFixture.line(styleNumber: "A", name: "Tee", pricePence: 1_200))
        #expect(product.price == ProductPriceDomainModel(current: MoneyDomainModel(minorUnits: 1_200, currencyCode: "GBP")))
    }

    @Test("Given variants at different prices When listed Then the price starts from the lowest")
    func fromPrice() async throws {
        let product = try await summary(
            ProductCatalogFixture.line(styleNumber: "A", name: "Tee", sizes: ["M", "XL"], sizePrices: ["XL": 1_500]))
        #expect(product.price.startsFrom)
        #expect(product.price.current.minorUnits == 1_200)
    }

    @Test("Given a discount When listed Then it is on sale with the price before")
    func sale() async throws {
        let product = try await summary(
            ProductCatalogFixture.line(styleNumber: "A", name: "Tee", pricePence: 900, wasPence: 1_200))
        #expect(product.price.was == MoneyDomainModel(minorUnits: 1_200, currencyCode: "GBP"))
    }

    @Test("Given a price before that is not higher When listed Then it is not on sale")
    func notReallyOnSale() async throws {
        let product = try await summary(ProductCatalogFixture.line(styleNumber: "A", name: "Tee", pricePence: 900, wasPence: 900))
        #expect(!product.price.isOnSale)
    }

    @Test("Given no variant in stock When listed Then the product is out of stock")
    func outOfStock() async throws {
        let product = try await summary(
            ProductCatalogFixture.line(styleNumber: "A", name: "Cap", sizes: [], stock: ["black/": 0]))
        #expect(product.isOutOfStock)
    }

    @Test("Given a product When its details are viewed Then each colour lists its sizes and stock")
    func detailsSizes() async throws {
        let context = try ProductListingTestContext([
            ProductCatalogFixture.line(
                styleNumber: "A", name: "Tee", colours: ["Navy", "Black"], sizes: ["M", "L"], stock: ["black/L": 0])
        ])

        let product = try await context.viewProductDetails.execute(styleNumber: "A")

        #expect(product.colours.map(\.name) == ["Navy", "Black"])
        #expect(product.colours[1].sizes.map(\.size) == ["M", "L"])
        #expect(product.colours[1].sizes[1].isOutOfStock)
    }

    @Test("Given no such style number When its details are viewed Then the product is not found")
    func notFound() async throws {
        let context = try ProductListingTestContext(ProductCatalogFixture.numbered(1))
        await #expect(throws: ProductListingError.productNotFound(styleNumber: "X")) {
            try await context.viewProductDetails.execute(styleNumber: "X")
        }
    }
}
