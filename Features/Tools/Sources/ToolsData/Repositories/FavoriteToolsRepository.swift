/// The person's favorite tools, in their order.
public struct FavoriteToolsRepository: Sendable {
    private let dao: FavoriteToolsDAO

    public init(dao: FavoriteToolsDAO) {
        self.dao = dao
    }

    /// Resource ids by position, first first.
    public func favoriteIds() async throws -> [String] {
        try await dao.favorites().map(\.resourceId)
    }

    public func add(resourceId: String) async throws {
        try await dao.add(resourceId: resourceId)
    }

    public func remove(resourceId: String) async throws {
        try await dao.remove(resourceId: resourceId)
    }

    public func move(from: Int, to: Int) async throws {
        try await dao.move(from: from, to: to)
    }
}
