import Persistence

/// Where the person's bag and wishlist are kept: the app database.
public struct ShoppingListsRepository: Sendable {
    private let dao: ShoppingListsDAO

    public init(database: AppDatabase) {
        dao = ShoppingListsDAO(database: database)
    }

    public func getLists() async throws -> ShoppingListsDataModel {
        try await dao.lists()
    }

    /// Changes the lists in one transaction; see ``ShoppingListsDAO/update(readingStockOf:readingProduct:includingWishlist:_:)``.
    public func updateLists<Result: Sendable>(
        readingStockOf skus: [String] = [],
        readingProduct styleNumber: String? = nil,
        includingWishlist: Bool = true,
        _ change: @escaping @Sendable (inout ShoppingListsDataModel) throws -> Result
    ) async throws -> Result {
        try await dao.update(readingStockOf: skus, readingProduct: styleNumber, includingWishlist: includingWishlist, change)
    }
}
