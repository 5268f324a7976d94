/// Fields of the listing query that not every server with Alfie's schema answers:
/// `filters` is this project's extension (Alfie's mock rejects it as an unknown
/// field), and `hierarchy`, though in the schema, is left out by some servers.
public enum AlfieListingOptionalField: String, CaseIterable, Sendable {
    case filters
    case hierarchy

    /// The selection the listing query adds for the field.
    var selection: String {
        switch self {
        case .filters: return "filters { name values { name slug count selected } }"
        case .hierarchy:
            return "hierarchy { categoryId name slug parent { categoryId name slug parent { categoryId name slug } } }"
        }
    }

    /// The fields GraphQL `errors` say the server does not know: a message naming the
    /// field quoted (`Cannot query field "filters" on type "ProductListing"`, as Apollo
    /// and graphql-js say it; `'filters'`, `` `filters` ``) or at the end of a path
    /// (`productListing/filters`, as graphql-java says it). A message about anything
    /// else names no field, so the listing's own errors are never retried.
    public static func unknown(in messages: [String]) -> Set<AlfieListingOptionalField> {
        var unknown: Set<AlfieListingOptionalField> = []
        for message in messages {
            for field in allCases
            where ["\"", "'", "`"].contains(where: { message.contains($0 + field.rawValue + $0) })
                || message.contains("/" + field.rawValue + ")") || message.contains("/" + field.rawValue + "]")
            {
                unknown.insert(field)
            }
        }
        return unknown
    }
}
