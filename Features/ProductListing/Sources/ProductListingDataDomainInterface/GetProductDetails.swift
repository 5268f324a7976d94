import ProductListingData
import ProductListingDomain

/// A product's details: its colours in the catalog's order, each with its
/// sizes, their stock and price.
public struct GetProductDetails: GetProductDetailsInterface {
    private let repository: ProductCatalogRepository

    public init(repository: ProductCatalogRepository) {
        self.repository = repository
    }

    public func getProduct(styleNumber: String) async throws -> ProductDetailsDomainModel {
        try await repository.prepareCatalogForBrowsing()
        guard let product = try await repository.getProduct(styleNumber: styleNumber) else {
            throw ProductListingError.productNotFound(styleNumber: styleNumber)
        }
        let colours = product.colours.map { colour in
            ProductColourDomainModel(
                id: colour.id,
                name: colour.name,
                sizes: product.variants.filter { $0.colourId == colour.id }.map { variant in
                    ProductSizeStockDomainModel(
                        size: variant.size, stock: variant.stock,
                        price: ProductSummaryRules.price(
                            low: variant.price, high: variant.price, was: variant.wasPrice, currencyCode: variant.currencyCode)
                    )
                }
            )
        }
        return ProductDetailsDomainModel(
            summary: ProductSummaryRules.summary(product.summary),
            categoryPath: product.categoryPath,
            shortDescription: product.shortDescription,
            longDescription: product.longDescription,
            colours: colours
        )
    }
}
