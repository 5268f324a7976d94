import Foundation

/// How long what a products server sent is used before it is asked for again.
public struct ProductCatalogCachePolicy: Equatable, Sendable {
    /// The age after which a saved page or product is fetched again; default one day, as contacts.
    public var maxAge: TimeInterval

    public init(maxAge: TimeInterval = 24 * 60 * 60) {
        self.maxAge = maxAge
    }

    /// Whether something saved at `savedAt` may still be used at `now`.
    func canUse(savedAt: Date, now: Date) -> Bool {
        now.timeIntervalSince(savedAt) < maxAge
    }
}
