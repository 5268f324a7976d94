/// A tool's or lesson's public link, to give to someone else: it opens the same tool or
/// lesson (and page) on knowgod.com, or in the app.
public struct ToolShareLinkDomainModel: Sendable, Equatable {
    public let url: String

    public init(url: String) {
        self.url = url
    }
}
