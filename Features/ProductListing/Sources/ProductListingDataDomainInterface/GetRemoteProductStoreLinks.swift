import ProductListingData
import ProductListingDomain

/// The pages and outside links of a products server's navigation menu (`PAGE` and
/// `EXTERNAL_HTTP` entries, `EXTERNAL` too), at any depth, in the menu's order, offline
/// first; an entry without a URL, and every other type, is left out.
public struct GetRemoteProductStoreLinks: GetProductStoreLinksInterface {
    static let linkTypes: Set<String> = ["PAGE", "EXTERNAL", "EXTERNAL_HTTP"]

    private let repository: RemoteProductBrowseRepository

    public init(repository: RemoteProductBrowseRepository) {
        self.repository = repository
    }

    public func getStoreLinks() async throws -> [ProductStoreLinkDomainModel] {
        Self.links(try RemoteBrowseSyncMapping.value(try await repository.syncNavigation()))
    }

    static func links(_ items: [ProductNavigationItemDataModel]) -> [ProductStoreLinkDomainModel] {
        items.flatMap { item -> [ProductStoreLinkDomainModel] in
            let url = item.url?.trimmingCharacters(in: .whitespaces) ?? ""
            let isLink = item.type.map { linkTypes.contains($0.uppercased()) } ?? false
            let own = isLink && !url.isEmpty ? [ProductStoreLinkDomainModel(title: item.title, url: url)] : []
            return own + links(item.items)
        }
    }
}
