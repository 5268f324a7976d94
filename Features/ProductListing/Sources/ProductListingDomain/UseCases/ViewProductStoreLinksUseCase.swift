/// The person sees the shop's pages and outside links beside its categories (Alfie's
/// "Store & Services" in the menu).
public struct ViewProductStoreLinksUseCase: Sendable {
    private let getStoreLinks: any GetProductStoreLinksInterface

    public init(getStoreLinks: any GetProductStoreLinksInterface) {
        self.getStoreLinks = getStoreLinks
    }

    public func execute() async throws -> [ProductStoreLinkDomainModel] {
        try await getStoreLinks.getStoreLinks()
    }
}
