import Foundation
import GraphQL
import Graphiti

/// `/graphql`: Alfie's product API over GraphQL-over-HTTP. `POST` with a JSON body
/// `{"query", "operationName", "variables"}`, or `GET` with the same as query items
/// (`variables` as JSON text). The answer is `{"data": …}` and/or `{"errors": […]}` with
/// status 200, as GraphQL over HTTP has it for `application/json`; each error carries
/// Apollo's `extensions.code` (`GRAPHQL_PARSE_FAILED`, `GRAPHQL_VALIDATION_FAILED`,
/// `BAD_USER_INPUT`, `INTERNAL_SERVER_ERROR`). A body that is no GraphQL request is a 400.
///
/// Queries run on the inline executor (`InlineGraphQLExecutor`); what it does not do, and
/// every request with the query item `executor=engine`, runs on the engine alone.
public struct AlfieGraphQLRoutes: Sendable {
    public static let path = "/graphql"
    /// The query item that makes a request run on the engine alone (for comparing the two).
    public static let engineQueryItem = (name: "executor", value: "engine")

    private let schema: Schema<AlfieResolver, AlfieContext>
    private let resolver: AlfieResolver
    private let inline: InlineGraphQLExecutor

    public init(catalog: ProductCatalog) throws {
        schema = try AlfieSchema.make()
        resolver = AlfieResolver(catalog: catalog)
        inline = try InlineGraphQLExecutor(
            schema: schema.schema, types: AlfieInlineProductTypes.all + AlfieInlineBrowseTypes.all,
            roots: AlfieInlineBrowseTypes.roots)
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
        if request.queryValue(Self.engineQueryItem.name) != Self.engineQueryItem.value,
            let response = await inlineResponse(graphQLRequest)
        {
            return response
        }
        return await engineResponse(graphQLRequest)
    }

    /// The request run on the inline executor; `nil` when it leaves the request to the engine.
    func inlineResponse(_ graphQLRequest: GraphQLRequest) async -> BackendResponse? {
        switch await inline.execute(graphQLRequest, rootValue: resolver, context: AlfieContext()) {
        case .answered(let errors, let data):
            return Self.response(errors: GraphQLErrorCodes.coded(errors, hasData: data != nil), data: data)
        case .engine:
            return nil
        }
    }

    /// The fields of the schema the inline executor has no reader for, and its readers of no
    /// field (none, the tests check).
    var inlineUnmatchedFields: [String] { inline.schema.unmatchedFields }

    /// The request run on the engine alone: parsed, validated and executed by GraphQLSwift.
    func engineResponse(_ graphQLRequest: GraphQLRequest) async -> BackendResponse {
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
        response(
            errors: result.errors, data: result.data.map { JSONBytesWriter.bytes(GraphQLResultJSON.json($0)) },
            status: status)
    }

    static func response(errors: [GraphQLError], data: [UInt8]?, status: Int = 200) -> BackendResponse {
        BackendResponse(
            status: status, headers: [.init("Content-Type", "application/json; charset=utf-8")],
            body: GraphQLResultJSON.bytes(errors: errors, data: data))
    }
}
