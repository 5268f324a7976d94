import BackendKit

/// The product API's requests the load run repeats: the app's own listing query (with
/// `filters`), a later page narrowed by two refines, and one product — each on the inline
/// executor (the default) and then on the engine alone (`?executor=engine`), side by side.
enum GraphQLLoadTargets {
    static var all: [LoadTarget] {
        requests.flatMap { target in
            [target, LoadTarget(method: target.method, path: enginePath, body: target.body, name: target.name, isGraphQL: true)]
        }
    }

    private static let enginePath =
        "/graphql?\(AlfieGraphQLRoutes.engineQueryItem.name)=\(AlfieGraphQLRoutes.engineQueryItem.value)"

    private static var requests: [LoadTarget] {
        [
            request(
                "(listing page 1, facets)", operation: AppListingQuery.operationName, query: AppListingQuery.text,
                variables: #"{"offset":0,"limit":20}"#),
            request(
                "(listing page 3, 2 refines, price sort, facets)", operation: AppListingQuery.operationName,
                query: AppListingQuery.text,
                variables:
                    #"{"offset":40,"limit":20,"sort":"LOW_TO_HIGH","refine":[{"name":"COLOUR","values":["black","navy"]},{"name":"SIZE","values":["M"]}]}"#
            ),
            request(
                "(product)", operation: "GetProduct",
                query:
                    "query GetProduct($id: ID!) { product(id: $id) { id name brand { name } variants { sku stock price { amount { amount } } } } }",
                variables: #"{"id":"MS100007"}"#),
        ]
    }

    private static func request(_ name: String, operation: String, query: String, variables: String) -> LoadTarget {
        let body = #"{"operationName":"\#(operation)","query":\#(jsonString(query)),"variables":\#(variables)}"#
        return LoadTarget(method: "POST", path: "/graphql", body: body, name: name, isGraphQL: true)
    }

    private static func jsonString(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }
}
