/// A page of the shop's own (Alfie's `PAGE`) or a link out of it (`EXTERNAL_HTTP`) in its
/// navigation menu: shown with its URL, never opened by the app.
public struct ProductStoreLinkDomainModel: Equatable, Sendable {
    public let title: String
    public let url: String

    public init(title: String, url: String) {
        self.title = title
        self.url = url
    }
}
