import ProductListingData
import ProductListingDataDomainInterface
import ProductListingDomain
import ProductListingTesting
import Testing

@Suite("Following a route or shared link to a product")
struct OpenProductRouteUseCaseTests {
    private func useCase() throws -> OpenProductRouteUseCase {
        let context = try ShoppingTestContext()
        let catalog = ProductCatalogRepository(
            database: context.database, bundledCatalog: try ProductCatalogFixture.file(ShoppingTestContext.catalog))
        return OpenProductRouteUseCase(getProduct: GetProductDetails(repository: catalog))
    }

    @Test("Given a route to TEE in BLACK When followed Then TEE opens in its colour black")
    func opensProductInColour() async throws {
        let opened = try await useCase().execute(styleNumber: "TEE", colourId: "BLACK")

        #expect(opened == ProductRouteDomainModel(styleNumber: "TEE", colourId: "black"))
    }

    @Test("Given a colour the product does not come in When followed Then the product opens with no colour chosen")
    func unknownColour() async throws {
        let opened = try await useCase().execute(styleNumber: "TEE", colourId: "purple")

        #expect(opened == ProductRouteDomainModel(styleNumber: "TEE", colourId: nil))
    }

    @Test("Given a product the shop does not have When followed Then it fails as product not found")
    func unknownProduct() async throws {
        let useCase = try useCase()
        await #expect(throws: ProductListingError.productNotFound(styleNumber: "NOPE")) {
            try await useCase.execute(styleNumber: "NOPE", colourId: "navy")
        }
    }
}
