/// A typed route matched to one registered pattern: the values of its placeholders and
/// of the query items given.
public struct RouteMatch: Sendable, Hashable {
    public let route: FeatureRoute
    /// The placeholders' values by name: `["id": "3f2a…"]`.
    public let parameters: [String: String]
    public let query: [RouteRequest.QueryItem]

    public init(route: FeatureRoute, parameters: [String: String] = [:], query: [RouteRequest.QueryItem] = []) {
        self.route = route
        self.parameters = parameters
        self.query = query
    }

    /// The value of the placeholder `name`, or else of the last query item `name`; `nil`
    /// when neither was given (an empty query value counts as not given).
    public subscript(_ name: String) -> String? {
        if let value = parameters[name] { return value }
        return query.last { $0.name == name }.flatMap { $0.value.isEmpty ? nil : $0.value }
    }
}
