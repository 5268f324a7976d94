import Persistence

/// The listing's saved choices, such as its layout, in the app database.
public struct ProductListingPreferencesRepository: Sendable {
    /// The key the layout is saved under.
    public static let layoutKey = "layout"

    private let dao: ProductListingPreferenceDAO

    public init(database: AppDatabase) {
        dao = ProductListingPreferenceDAO(database: database)
    }

    public func getLayout() async throws -> String? {
        try await dao.value(forKey: Self.layoutKey)
    }

    public func saveLayout(_ layout: String) async throws {
        try await dao.setValue(layout, forKey: Self.layoutKey)
    }
}
