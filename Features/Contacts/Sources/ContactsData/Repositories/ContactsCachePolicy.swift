import Foundation

/// How long a fetched page of contacts is used before it is fetched again.
public struct ContactsCachePolicy: Equatable, Sendable {
    /// The age after which a saved page is stale; default one day.
    public var maxAge: TimeInterval

    public init(maxAge: TimeInterval = 24 * 60 * 60) {
        self.maxAge = maxAge
    }

    public func isFresh(fetchedAt: Date, now: Date) -> Bool {
        now.timeIntervalSince(fetchedAt) < maxAge
    }
}
