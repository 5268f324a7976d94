/// Gives the pages and outside links of the shop's navigation menu.
public protocol GetProductStoreLinksInterface: Sendable {
    /// In the menu's order; empty when the source has none.
    func getStoreLinks() async throws -> [ProductStoreLinkDomainModel]
}
