import Foundation
import ProductListingData
import SystemKit

/// A products server in memory, for tests and the Demo: it pages through its
/// products (or, like Alfie's mock, sends its first page for every offset),
/// sorts them as Alfie's sorts ask, fails on demand, and records what it was asked.
public final class FakeProductsRemoteSource: ProductsRemoteSource {
    private struct State {
        var products: [RemoteProductDataModel]
        var failure: ProductsSourceError?
        var listingsAsked: [AlfieProductListingVariablesDataModel] = []
        var productsAsked: [String] = []
        var browse = FakeServerBrowse()
    }

    private let state: LockedState<State>
    private let sendsFirstPageForEveryOffset: Bool
    /// Whether listings are narrowed by `categoryId`, `query` and `refine` and come with
    /// `filters` (this project's extension), as a server implementing it answers.
    private let answersFilters: Bool
    public let sourceDescription: String

    /// - Parameter sendsFirstPageForEveryOffset: answer every listing with its first page, as Alfie's mock does.
    /// - Parameter answersFilters: narrow listings and send their facets (``FakeServerListing``).
    public init(
        products: [RemoteProductDataModel], sendsFirstPageForEveryOffset: Bool = false,
        sourceDescription: String = "fake://products",
        answersFilters: Bool = false
    ) {
        state = LockedState(State(products: products))
        self.sendsFirstPageForEveryOffset = sendsFirstPageForEveryOffset
        self.answersFilters = answersFilters
        self.sourceDescription = sourceDescription
    }

    /// Products `P001` … in `ProductCatalogFixture.numbered`'s shape, each with the id `id-P001` ….
    public static func numbered(_ count: Int, sendsFirstPageForEveryOffset: Bool = false) throws -> FakeProductsRemoteSource {
        FakeProductsRemoteSource(
            products: try products(ProductCatalogFixture.numbered(count)),
            sendsFirstPageForEveryOffset: sendsFirstPageForEveryOffset)
    }

    /// Catalog lines as a server's products, each with the id `id-` and its style number.
    public static func products(_ lines: [String]) throws -> [RemoteProductDataModel] {
        let decoder = JSONDecoder()
        return try lines.map { line in
            let product = try decoder.decode(ProductCatalogLineDataModel.self, from: Data(line.utf8))
            return RemoteProductDataModel(id: "id-" + product.styleNumber, product: product)
        }
    }

    /// From now on every call fails with `failure`; `nil` makes the server answer again.
    public func fail(with failure: ProductsSourceError?) {
        state.withLock { $0.failure = failure }
    }

    /// Replaces what the server has.
    public func replaceProducts(_ products: [RemoteProductDataModel]) {
        state.withLock { $0.products = products }
    }

    /// Every listing asked for, in order.
    public var listingsAsked: [AlfieProductListingVariablesDataModel] { state.withLock { $0.listingsAsked } }
    /// Every product id asked for, in order.
    public var productsAsked: [String] { state.withLock { $0.productsAsked } }

    public func fetchListing(
        _ variables: AlfieProductListingVariablesDataModel
    ) async throws(ProductsSourceError) -> RemoteProductListingPageDataModel {
        let (products, failure) = state.withLock { state in
            state.listingsAsked.append(variables)
            return (state.products, state.failure)
        }
        if let failure { throw failure }
        let listed = answersFilters ? FakeServerListing.narrowed(products, by: variables) : products
        let sorted = Self.sorted(listed, by: variables.sort)
        let offset = sendsFirstPageForEveryOffset ? 0 : max(variables.offset, 0)
        let page = Array(sorted.dropFirst(offset).prefix(max(variables.limit, 0)))
        return RemoteProductListingPageDataModel(
            title: "Products", products: page, offset: offset, limit: variables.limit, total: sorted.count,
            filters: answersFilters ? FakeServerListing.facets(products, for: variables) : nil,
            hierarchy: answersFilters ? FakeServerListing.hierarchy(products, categoryId: variables.categoryId) : []
        )
    }

    public func fetchProduct(id: String) async throws(ProductsSourceError) -> RemoteProductDataModel? {
        let (products, failure) = state.withLock { state in
            state.productsAsked.append(id)
            return (state.products, state.failure)
        }
        if let failure { throw failure }
        return products.first { $0.id == id }
    }

    public func fetchBrands() async throws(ProductsSourceError) -> [ProductBrandDataModel] {
        let (products, failure) = state.withLock { ($0.products, $0.failure) }
        if let failure { throw failure }
        var seen = Set<String>()
        return products.map(\.product.brand).filter { seen.insert($0.id).inserted }
            .map { ProductBrandDataModel(id: $0.id, name: $0.name, slug: $0.slug) }
    }

    public func fetchNavigationHandles() async throws(ProductsSourceError) -> [String] {
        let (browse, failure) = state.withLock { state in
            state.browse.handlesAsked += 1
            return (state.browse, state.failure)
        }
        if let failure { throw failure }
        guard let handles = browse.navigationHandles else {
            throw .graphQLErrors([#"Cannot query field "navigationHandles" on type "Query"."#])
        }
        return handles
    }

    public func fetchNavigation(handle: String) async throws(ProductsSourceError) -> [ProductNavigationItemDataModel] {
        let (browse, failure) = state.withLock { state in
            state.browse.navigationAsked.append(handle)
            return (state.browse, state.failure)
        }
        if let failure { throw failure }
        return browse.navigation[handle] ?? []
    }

    public func fetchSuggestion(query: String) async throws(ProductsSourceError) -> ProductSuggestionDataModel {
        let (browse, failure) = state.withLock { state in
            state.browse.suggestionsAsked.append(query)
            return (state.browse, state.failure)
        }
        if let failure { throw failure }
        return browse.suggestions[query] ?? ProductSuggestionDataModel(keywords: [], brands: [], products: [])
    }

    /// From now on the menu `handle` holds `items`; `handles` are the menus the server names
    /// (`nil`: it rejects `navigationHandles`, as a server without it does).
    public func setNavigation(
        _ items: [ProductNavigationItemDataModel], handle: String = "header", handles: [String]? = ["header"]
    ) {
        state.withLock { state in
            state.browse.navigation[handle] = items
            state.browse.navigationHandles = handles
        }
    }

    /// From now on `suggestion` is what the server suggests for `query`.
    public func setSuggestion(_ suggestion: ProductSuggestionDataModel, for query: String) {
        state.withLock { $0.browse.suggestions[query] = suggestion }
    }

    /// What was asked of the navigation and suggestions, in order.
    public var browseAsked: FakeServerBrowse { state.withLock { $0.browse } }

    /// In the order Alfie's mock sorts: by the cheapest variant's price, or by name; as listed without a sort.
    private static func sorted(
        _ products: [RemoteProductDataModel], by sort: AlfieProductListingVariablesDataModel.Sort?
    ) -> [RemoteProductDataModel] {
        let price = { (product: RemoteProductDataModel) in product.product.variants.map(\.price.amount.amount).min() ?? 0 }
        switch sort {
        case nil: return products
        case .lowToHigh: return products.sorted { price($0) < price($1) }
        case .highToLow: return products.sorted { price($0) > price($1) }
        case .aToZ: return products.sorted { $0.product.name < $1.product.name }
        case .zToA: return products.sorted { $0.product.name > $1.product.name }
        }
    }
}
