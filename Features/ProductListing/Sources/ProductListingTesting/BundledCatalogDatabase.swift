import Persistence
import ProductListingData

/// The bundled catalog (2,000 products) imported once per test process into an in-memory
/// database; each test that wants it gets a copy of its own (`AppDatabase.inMemoryCopy`),
/// so a few hundred screen tests do not each import and index the whole catalog.
public enum BundledCatalogDatabase {
    private static let prepared = Task<AppDatabase, any Error> {
        let database = try AppDatabase.inMemory(migrations: [ProductListingDatabaseMigrations()])
        try await ProductCatalogRepository(database: database, bundledCatalog: BundledProductCatalog.url).prepareCatalog()
        return database
    }

    /// A new in-memory database holding the imported bundled catalog, with the feature's
    /// migrations applied; a failure to import is thrown to each test that asks.
    public static func copy() async throws -> AppDatabase {
        try await prepared.value.inMemoryCopy()
    }
}
