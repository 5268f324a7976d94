import Foundation

/// Where a feature's data comes from and how fresh its saved copy is, as `about` shows it.
public struct FeatureSourceStatus: Sendable, Equatable {
    /// The feature's name in the current app language.
    public let title: String
    /// The server the feature reads, or nil when it works on data bundled with the app.
    public let address: URL?
    /// When the feature last saved what the server sent; nil when it never has (or has no server).
    public let lastSavedAt: Date?
    /// A line of the feature's own, in the app language, that `about` shows in place of the
    /// source's (the account feature: "Account: signed in as Ada"); nil for the usual line.
    public let statusLine: String?

    public init(title: String, address: URL?, lastSavedAt: Date?, statusLine: String? = nil) {
        self.title = title
        self.address = address
        self.lastSavedAt = lastSavedAt
        self.statusLine = statusLine
    }
}
