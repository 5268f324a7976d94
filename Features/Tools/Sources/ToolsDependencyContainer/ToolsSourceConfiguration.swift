import Foundation

/// Where the tools catalog comes from.
public struct ToolsSourceConfiguration: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
        /// The content set bundled with the app.
        case embedded
        /// A server that speaks the GodTools content API, such as `https://mobile-content-api.cru.org/`.
        case remote(URL)
    }

    public var source: Source
    /// How long one request may take, answer included.
    public var requestTimeout: Duration

    public init(source: Source = .embedded, requestTimeout: Duration = .seconds(10)) {
        self.source = source
        self.requestTimeout = requestTimeout
    }
}
