import Foundation

/// Where the products come from and how long a products server's pages are kept.
public struct ProductListingSourceConfiguration: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
        /// The catalog in the app's database: the bundled one, or the last file imported.
        case embedded
        /// A JSON Lines catalog to import (`--products-file`), and the path as the person wrote it.
        case file(URL, shownAs: String)
        /// A GraphQL endpoint implementing Alfie's schema (`--products-url`).
        case remote(URL)
    }

    public var source: Source
    /// Age after which a saved page or product of a products server is fetched again.
    public var cacheMaxAge: TimeInterval
    /// How long one request to a products server may take.
    public var requestTimeout: TimeInterval

    public init(source: Source = .embedded, cacheMaxAge: TimeInterval = 24 * 60 * 60, requestTimeout: TimeInterval = 10) {
        self.source = source
        self.cacheMaxAge = cacheMaxAge
        self.requestTimeout = requestTimeout
    }
}
