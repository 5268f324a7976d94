import Foundation

/// Where the contact book comes from and how long its pages are kept.
public struct ContactsSourceConfiguration: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
        /// The dataset bundled with the app.
        case embedded
        /// A randomuser.me-compatible endpoint, such as `https://randomuser.me/api/1.4/`.
        case remote(URL)
    }

    public var source: Source
    /// Age after which a saved page is fetched again.
    public var cacheMaxAge: TimeInterval
    /// Contacts in the book when the source is remote (randomuser.me never runs out); a
    /// short or empty page from the server ends it sooner.
    public var remoteContactCount: Int
    /// How long one request may take.
    public var requestTimeout: TimeInterval
    public var seed: String
    /// Nationality codes to ask the source for; empty for all.
    public var nationalities: [String]
    /// `male` or `female` to ask the source for only those; `nil` for everyone.
    public var gender: String?

    public init(
        source: Source = .embedded, cacheMaxAge: TimeInterval = 24 * 60 * 60, remoteContactCount: Int = 500,
        requestTimeout: TimeInterval = 10, seed: String = "mosaic", nationalities: [String] = [], gender: String? = nil
    ) {
        self.source = source
        self.cacheMaxAge = cacheMaxAge
        self.remoteContactCount = remoteContactCount
        self.requestTimeout = requestTimeout
        self.seed = seed
        self.nationalities = nationalities
        self.gender = gender
    }
}
