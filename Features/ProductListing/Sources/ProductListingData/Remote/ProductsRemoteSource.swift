/// A products server: the queries of Alfie's schema the app asks.
public protocol ProductsRemoteSource: Sendable {
    /// Names the server in logs and in the saved data, such as its URL.
    var sourceDescription: String { get }
    /// One page of a listing. A server without that listing answers an empty one.
    func fetchListing(_ variables: AlfieProductListingVariablesDataModel) async throws(ProductsSourceError)
        -> RemoteProductListingPageDataModel
    /// One product by the server's id; `nil` when it has none.
    func fetchProduct(id: String) async throws(ProductsSourceError) -> RemoteProductDataModel?
    /// Every brand.
    func fetchBrands() async throws(ProductsSourceError) -> [ProductBrandDataModel]
    /// The names of the navigation menus (Alfie's `navigationHandles`).
    func fetchNavigationHandles() async throws(ProductsSourceError) -> [String]
    /// The navigation menu named `handle`.
    func fetchNavigation(handle: String) async throws(ProductsSourceError) -> [ProductNavigationItemDataModel]
    /// Search terms, brands and products for `query`.
    func fetchSuggestion(query: String) async throws(ProductsSourceError) -> ProductSuggestionDataModel
}

extension ProductsRemoteSource {
    /// A source that cannot list its menus names none; its menu is then asked for by a usual handle.
    public func fetchNavigationHandles() async throws(ProductsSourceError) -> [String] { [] }
}
