import Foundation
import GraphQL
import Graphiti
import Primitives

/// `/graphql`: Alfie's product API over GraphQL-over-HTTP. `POST` with a JSON body
/// `{"query", "operationName", "variables"}`, or `GET` with the same as query items
/// (`variables` as JSON text). The answer is `{"data": …}` and/or `{"errors": […]}` with
/// status 200, as GraphQL over HTTP has it for `application/json`; each error carries
/// Apollo's `extensions.code` (`GRAPHQL_PARSE_FAILED`, `GRAPHQL_VALIDATION_FAILED`,
/// `BAD_USER_INPUT`, `INTERNAL_SERVER_ERROR`). A body that is no GraphQL request is a 400.
public struct AlfieGraphQLRoutes: Sendable {
    public static let path = "/graphql"

    private let schema: Schema<AlfieResolver, AlfieContext>
    private let resolver: AlfieResolver

    public init(catalog: ProductCatalog) throws {
        schema = try AlfieSchema.make()
        resolver = AlfieResolver(catalog: catalog)
    }

    public static func handles(_ path: String) -> Bool {
        path == Self.path || path == Self.path + "/"
    }

    public func respond(to request: BackendRequest) async -> BackendResponse {
        let graphQLRequest: GraphQLRequest
        switch GraphQLHTTPRequest.read(request) {
        case .success(let read): graphQLRequest = read
        case .failure(let problem): return problem.response
        }
        let result: GraphQLResult
        do {
            result = try await schema.execute(
                request: graphQLRequest.query, resolver: resolver, context: AlfieContext(),
                variables: graphQLRequest.variables, operationName: graphQLRequest.operationName)
        } catch let error as GraphQLError {
            result = GraphQLResult(errors: [GraphQLErrorCodes.coded(error, code: "GRAPHQL_PARSE_FAILED")])
        } catch {
            result = GraphQLResult(errors: [GraphQLError(message: String(describing: error))])
        }
        return Self.response(GraphQLErrorCodes.coded(result))
    }

    static func response(_ result: GraphQLResult, status: Int = 200) -> BackendResponse {
        .json(GraphQLResultJSON.json(result), status: status)
    }
}
