import Foundation

/// How long a fetched page of contacts is used before it is fetched again, and how long the
/// person waits for a slow source before a stale saved copy is shown instead.
public struct ContactsCachePolicy: Equatable, Sendable {
    /// The age after which a saved page is stale; default one day.
    public var maxAge: TimeInterval
    /// How long a stale page waits for the source before its saved copy is shown (the fetch
    /// goes on, and what it brings is shown next time); default 2 seconds.
    public var staleAnswerWait: Duration

    public init(maxAge: TimeInterval = 24 * 60 * 60, staleAnswerWait: Duration = .seconds(2)) {
        self.maxAge = maxAge
        self.staleAnswerWait = staleAnswerWait
    }

    public func isFresh(fetchedAt: Date, now: Date) -> Bool {
        now.timeIntervalSince(fetchedAt) < maxAge
    }
}
