import Foundation
import Logging
import Networking
import SystemKit

/// Products from any GraphQL server implementing Alfie's schema: the Alfie mock,
/// the project's local backend, or a real BFF.
///
/// Each call is one GraphQL `POST` (`query`, `operationName`, `variables`) sent
/// through a `RemoteRequestRunner`, so it has the runner's timeout, size bound and
/// retries of transient failures. GraphQL `errors` fail with their messages.
/// Answers are read leniently: products that cannot be read are left out and
/// counted, not the whole page.
///
/// The listing asks for `filters` (this project's extension) and `hierarchy` too. A
/// server that rejects one of them as an unknown field (``AlfieListingOptionalField``)
/// is asked again at once without it, and not asked for it again by this source: one
/// source lives for a session, so a server without the extension costs one extra
/// request a session.
public struct AlfieGraphQLProductsSource: ProductsRemoteSource {
    /// The largest answer read when none is given: 16 MiB, far above a page of products.
    public static let defaultMaxResponseBytes = TransportFetcher.defaultMaxBodyBytes

    public let endpoint: URL
    private let client: GraphQLClient
    private let logger: Logger
    /// The optional listing fields the server has not rejected yet.
    private let listingFields = LockedState(Set(AlfieListingOptionalField.allCases))

    /// - Parameters:
    ///   - endpoint: the GraphQL endpoint, such as `http://localhost:4000/graphql`.
    ///   - transport: what carries the requests (the host's live transport, or a test's).
    ///   - requestTimeout: how long a request may take, answer included.
    ///   - maxResponseBytes: the largest answer read; a larger one fails as `tooLarge`.
    ///   - retryPolicy: how often and after how long to try again after a transient failure.
    public init(
        endpoint: URL,
        transport: any HTTPTransport,
        requestTimeout: Duration = .seconds(10),
        maxResponseBytes: Int = defaultMaxResponseBytes,
        retryPolicy: RetryPolicy = RetryPolicy(),
        logger: Logger = Logger(label: "products.remote")
    ) {
        self.init(
            endpoint: endpoint, retryPolicy: retryPolicy, logger: logger,
            fetcher: TransportFetcher(transport: transport, timeout: requestTimeout, maxBodyBytes: maxResponseBytes)
        )
    }

    /// A source that sends its requests through `fetcher` (which owns the timeout and the size bound).
    public init(endpoint: URL, retryPolicy: RetryPolicy = RetryPolicy(), logger: Logger, fetcher: any HTTPFetching) {
        self.endpoint = endpoint
        self.client = GraphQLClient(
            endpoint: endpoint, runner: RemoteRequestRunner(fetcher: fetcher, retryPolicy: retryPolicy, logger: logger)
        )
        self.logger = logger
    }

    public var sourceDescription: String { endpoint.absoluteString }

    public func fetchListing(
        _ variables: AlfieProductListingVariablesDataModel
    ) async throws(ProductsSourceError) -> RemoteProductListingPageDataModel {
        let data = try await listingData(variables)
        guard let listing = data.productListing else {
            return RemoteProductListingPageDataModel(
                title: "", products: [], offset: variables.offset, limit: variables.limit, total: 0)
        }
        let products = listing.products.elements.compactMap(AlfieProductMapping.product)
        let skipped = listing.products.skippedCount + listing.products.elements.count - products.count
        if skipped > 0 {
            logger.notice(
                "Left out products that could not be read", metadata: ["skipped": "\(skipped)", "offset": "\(variables.offset)"])
        }
        let offset = max(listing.pagination?.offset ?? variables.offset, 0)
        return RemoteProductListingPageDataModel(
            title: listing.title ?? "",
            products: products,
            offset: offset,
            limit: max(listing.pagination?.limit ?? variables.limit, 1),
            total: max(listing.pagination?.total ?? offset + products.count, 0),
            skippedProductCount: skipped,
            filters: listing.filters.map { $0.elements.compactMap(\.dataModel) },
            hierarchy: AlfieHierarchyItemDTO.levels(listing.hierarchy.elements)
        )
    }

    /// The listing's `data`, asking for the optional fields the server has not rejected;
    /// when it rejects some, once more without them (remembered).
    private func listingData(_ variables: AlfieProductListingVariablesDataModel) async throws(ProductsSourceError)
        -> AlfieProductListingDataDTO
    {
        let fields = listingFields.withLock { $0 }
        do throws(ProductsSourceError) {
            return try await run(listingRequest(variables, fields: fields), as: AlfieProductListingDataDTO.self)
        } catch {
            guard case .graphQLErrors(let messages) = error else { throw error }
            let rejected = AlfieListingOptionalField.unknown(in: messages).intersection(fields)
            guard !rejected.isEmpty else { throw error }
            logger.notice(
                "The products server does not know some listing fields; asking without them",
                metadata: [
                    "fields": "\(rejected.map(\.rawValue).sorted())"
                ])
            let remaining = listingFields.withLock { fields in
                fields.subtract(rejected)
                return fields
            }
            return try await run(listingRequest(variables, fields: remaining), as: AlfieProductListingDataDTO.self)
        }
    }

    private func listingRequest(_ variables: AlfieProductListingVariablesDataModel, fields: Set<AlfieListingOptionalField>)
        -> GraphQLRequest
    {
        GraphQLRequest(
            query: AlfieGraphQLOperations.productListing(fields: AlfieListingOptionalField.allCases.filter(fields.contains)),
            operationName: AlfieGraphQLOperations.productListingName, variables: variables.graphQLVariables
        )
    }

    public func fetchProduct(id: String) async throws(ProductsSourceError) -> RemoteProductDataModel? {
        let data = try await run(
            GraphQLRequest(
                query: AlfieGraphQLOperations.product, operationName: AlfieGraphQLOperations.productName,
                variables: ["productId": .string(id)]
            ),
            as: AlfieProductDataDTO.self
        )
        guard let product = data.product else { return nil }
        guard let mapped = AlfieProductMapping.product(product) else { throw .malformedResponse }
        return mapped
    }

    public func fetchBrands() async throws(ProductsSourceError) -> [ProductBrandDataModel] {
        let data = try await run(
            GraphQLRequest(query: AlfieGraphQLOperations.brands, operationName: AlfieGraphQLOperations.brandsName),
            as: AlfieBrandsDataDTO.self
        )
        return data.brands.elements.compactMap { brand in
            guard let name = brand.name, let id = brand.id ?? brand.slug else { return nil }
            return ProductBrandDataModel(id: id, name: name, slug: brand.slug ?? id)
        }
    }

    public func fetchNavigationHandles() async throws(ProductsSourceError) -> [String] {
        try await run(
            GraphQLRequest(
                query: AlfieGraphQLOperations.navigationHandles, operationName: AlfieGraphQLOperations.navigationHandlesName),
            as: AlfieNavigationHandlesDataDTO.self
        ).navigationHandles.elements
    }

    public func fetchNavigation(handle: String) async throws(ProductsSourceError) -> [ProductNavigationItemDataModel] {
        let data = try await run(
            GraphQLRequest(
                query: AlfieGraphQLOperations.navigation, operationName: AlfieGraphQLOperations.navigationName,
                variables: ["handle": .string(handle)]
            ),
            as: AlfieNavigationDataDTO.self
        )
        return data.navigation.elements.map(Self.navigationItem)
    }

    public func fetchSuggestion(query: String) async throws(ProductsSourceError) -> ProductSuggestionDataModel {
        let data = try await run(
            GraphQLRequest(
                query: AlfieGraphQLOperations.suggestion, operationName: AlfieGraphQLOperations.suggestionName,
                variables: ["term": .string(query)]
            ),
            as: AlfieSuggestionDataDTO.self
        )
        guard let suggestion = data.suggestion else { return ProductSuggestionDataModel(keywords: [], brands: [], products: []) }
        let term = { (dto: AlfieSuggestionTermDTO) in ProductSuggestionDataModel.Term(value: dto.value, results: dto.results ?? 0)
        }
        return ProductSuggestionDataModel(
            keywords: suggestion.keywords.elements.map(term),
            brands: suggestion.brands.elements.map(term),
            products: suggestion.products.elements.map { product in
                ProductSuggestionDataModel.Product(
                    id: product.id, name: product.name, brandName: product.brandName ?? "",
                    price: product.price?.amount?.amount, wasPrice: product.price?.was?.amount,
                    currencyCode: product.price?.amount?.currencyCode
                )
            }
        )
    }

    private static func navigationItem(_ dto: AlfieNavMenuItemDTO) -> ProductNavigationItemDataModel {
        ProductNavigationItemDataModel(
            title: dto.title, type: dto.type, url: dto.url, items: dto.items.elements.map(navigationItem))
    }

    private func run<Value: Decodable>(_ request: GraphQLRequest, as type: Value.Type) async throws(ProductsSourceError) -> Value
    {
        do {
            return try await client.execute(request, as: type)
        } catch {
            throw ProductsSourceError(error)
        }
    }
}
