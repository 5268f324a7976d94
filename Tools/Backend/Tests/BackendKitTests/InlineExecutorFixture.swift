import Foundation
import GraphQL

@testable import BackendKit

/// The `/graphql` routes over the shared test catalog, asked the same request through the
/// inline executor and through the engine alone.
enum InlineExecutorFixture {
    static let routes: AlfieGraphQLRoutes? = {
        try? AlfieGraphQLRoutes(
            catalog: ProductCatalog.inMemory(seed: ProductGraphQLFixture.seed, count: ProductGraphQLFixture.count))
    }()

    struct MissingRoutes: Error {}

    /// A request with variables given as JSON text (as a client sends them).
    static func request(_ query: String, variables: String = "{}", operationName: String? = nil) throws -> GraphQLRequest {
        let decoded = try JSONDecoder().decode([String: Map].self, from: Data(variables.utf8))
        return GraphQLRequest(query: query, operationName: operationName, variables: decoded)
    }

    /// Both answers to `request`: the inline executor's (`nil` when it left the request to the
    /// engine) and the engine's, as response bodies.
    static func answers(_ request: GraphQLRequest) async throws -> (inline: String?, engine: String) {
        guard let routes else { throw MissingRoutes() }
        let inline = await routes.inlineResponse(request)
        let engine = await routes.engineResponse(request)
        return (inline.map(\.text), engine.text)
    }
}
