import ProductCatalogKit
import SystemKit

/// Where `/graphql`'s catalog comes from: one opened already (the command opens its cache
/// file at start), or one generated in memory on the first request that needs it (so tests
/// that never ask for products never pay for making them).
public enum ProductCatalogSource: Sendable {
    case opened(ProductCatalog)
    case inMemory(seed: UInt64, count: Int)

    /// The bundled set's: seed 2026, 2,000 products, made in memory when first asked for.
    public static let bundled = ProductCatalogSource.inMemory(
        seed: ProductCatalogGenerator.defaultSeed, count: ProductCatalogGenerator.bundledCount)
}

/// The `/graphql` routes, made once from their catalog source.
final class ProductRoutesProvider: Sendable {
    private let source: ProductCatalogSource
    private let routes = LockedState<Result<AlfieGraphQLRoutes, any Error>?>(nil)

    init(source: ProductCatalogSource) {
        self.source = source
    }

    /// The routes, made on first use; an error when the catalog or schema could not be made.
    func get() -> Result<AlfieGraphQLRoutes, any Error> {
        routes.withLock { made in
            if let made { return made }
            let result = Result {
                switch source {
                case .opened(let catalog): return try AlfieGraphQLRoutes(catalog: catalog)
                case .inMemory(let seed, let count):
                    return try AlfieGraphQLRoutes(catalog: ProductCatalog.inMemory(seed: seed, count: count))
                }
            }
            made = result
            return result
        }
    }
}
