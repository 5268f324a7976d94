import Foundation
import ProductCatalogKit
import Testing

@testable import BackendKit

/// One backend over a small catalog for every `/graphql` test (made once), the same products
/// as the generator makes, and a way to ask it GraphQL in memory.
enum ProductGraphQLFixture {
    static let count = 400
    static let seed = ProductCatalogGenerator.defaultSeed

    static let backend: Backend = {
        var configuration = BackendConfiguration()
        configuration.products = .inMemory(seed: seed, count: count)
        return Backend(configuration: configuration)
    }()

    /// The catalog's products as the generator makes them, for counting the truth by hand.
    static let products = Array(ProductCatalogGenerator(count: count, seed: seed).products())

    /// The backend performed a fault instead of answering.
    struct NoAnswer: Error {}

    /// A GraphQL answer: its status and its JSON.
    struct Answer {
        let status: Int
        let json: [String: Any]

        var data: [String: Any]? { json["data"] as? [String: Any] }
        var errors: [[String: Any]] { json["errors"] as? [[String: Any]] ?? [] }
        var listing: [String: Any] { data?["productListing"] as? [String: Any] ?? [:] }
        var products: [[String: Any]] { listing["products"] as? [[String: Any]] ?? [] }
        var pagination: [String: Any] { listing["pagination"] as? [String: Any] ?? [:] }
        var ids: [String] { products.compactMap { $0["id"] as? String } }

        /// The values of the facet `name`, by slug.
        func facet(_ name: String) -> [String: (count: Int, selected: Bool)] {
            let filters = listing["filters"] as? [[String: Any]] ?? []
            let values = filters.first { $0["name"] as? String == name }?["values"] as? [[String: Any]] ?? []
            var result: [String: (count: Int, selected: Bool)] = [:]
            for value in values {
                guard let slug = value["slug"] as? String else { continue }
                result[slug] = (value["count"] as? Int ?? -1, value["selected"] as? Bool ?? false)
            }
            return result
        }
    }

    /// POSTs `query` with `variables` to `/graphql` in memory.
    static func ask(_ query: String, variables: [String: Any] = [:], operationName: String? = nil) async throws -> Answer {
        var body: [String: Any] = ["query": query, "variables": variables]
        if let operationName { body["operationName"] = operationName }
        let bytes = try JSONSerialization.data(withJSONObject: body)
        return try await send(BackendRequest(method: "POST", target: "/graphql", body: Array(bytes)))
    }

    /// The app's listing query with `variables` (offset 0 and limit 20 unless given).
    static func listing(_ variables: [String: Any]) async throws -> Answer {
        var all: [String: Any] = ["offset": 0, "limit": 20]
        all.merge(variables) { _, new in new }
        return try await ask(AppListingQuery.text, variables: all, operationName: AppListingQuery.operationName)
    }

    static func send(_ request: BackendRequest) async throws -> Answer {
        guard case .respond(let response) = await backend.handle(request).action else { throw NoAnswer() }
        let json = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any] ?? [:]
        return Answer(status: response.status, json: json)
    }

    /// Whether `product`'s words (name, brand, category, colours) hold every word of `text` as a start.
    static func found(_ product: CatalogProduct, by text: String) -> Bool {
        let words = SearchText.words(
            ([product.name, product.brand.name] + product.category.path + product.colours.map(\.name)).joined(separator: " "))
        return SearchText.words(text).allSatisfy { word in words.contains { $0.hasPrefix(word) } }
    }
}
