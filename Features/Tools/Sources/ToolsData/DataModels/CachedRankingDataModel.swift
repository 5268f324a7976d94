import Foundation

/// A ranking as it was last fetched: the resource ids, best first, and when.
public struct CachedRankingDataModel: Sendable, Equatable {
    public let resourceIds: [String]
    public let fetchedAt: Date

    public init(resourceIds: [String], fetchedAt: Date) {
        self.resourceIds = resourceIds
        self.fetchedAt = fetchedAt
    }
}
