/// A tool the person favorited, at its place in their list (0 first).
public struct FavoriteToolDataModel: Sendable, Equatable {
    public let resourceId: String
    public let position: Int

    public init(resourceId: String, position: Int) {
        self.resourceId = resourceId
        self.position = position
    }
}
