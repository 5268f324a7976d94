import ProductListingData
import ProductListingDataDomainInterface
import ProductListingDomain
import ProductListingTesting
import Testing

@Suite("Opening a shared product link")
struct OpenProductLinkUseCaseTests {
    private func useCase() throws -> OpenProductLinkUseCase {
        let context = try ShoppingTestContext()
        let catalog = ProductCatalogRepository(
            database: context.database, bundledCatalog: try ProductCatalogFixture.file(ShoppingTestContext.catalog))
        return OpenProductLinkUseCase(links: ProductWebLinks(), getProduct: GetProductDetails(repository: catalog))
    }

    @Test("Given a link to TEE in Black When opened Then TEE opens in Black")
    func opensProductInColour() async throws {
        let linked = try await useCase().execute(link: "https://mock-server-rose.vercel.app/product/TEE?colour=BLACK")

        #expect(linked.styleNumber == "TEE")
        #expect(linked.colourId == "black")
    }

    @Test("Given a link in a colour the product does not come in When opened Then the product opens with no colour chosen")
    func unknownColour() async throws {
        let linked = try await useCase().execute(link: "https://mock-server-rose.vercel.app/product/TEE?colour=purple")

        #expect(linked.styleNumber == "TEE")
        #expect(linked.colourId == nil)
    }

    @Test("Given a link to a product the shop does not have When opened Then it fails as product not found")
    func unknownProduct() async throws {
        let useCase = try useCase()
        await #expect(throws: ProductListingError.productNotFound(styleNumber: "NOPE")) {
            try await useCase.execute(link: "https://mock-server-rose.vercel.app/product/NOPE?colour=navy")
        }
    }

    @Test("Given text that is no product link When opened Then it fails naming the form links take")
    func notALink() async throws {
        let useCase = try useCase()
        await #expect(
            throws: ProductListingError.notAProductLink(
                "https://example.com/p/TEE", form: "https://mock-server-rose.vercel.app/product/STYLE?colour=COLOUR")
        ) {
            try await useCase.execute(link: "https://example.com/p/TEE")
        }
    }
}
