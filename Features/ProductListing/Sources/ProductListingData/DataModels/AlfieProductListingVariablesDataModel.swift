import Networking

/// The arguments of Alfie's `productListing` query: which page, in which order,
/// narrowed how. Sent as the GraphQL request's variables; what is not set is left out.
public struct AlfieProductListingVariablesDataModel: Equatable, Sendable {
    /// Alfie's `ProductListingSort`. No sort at all asks for the server's default order.
    public enum Sort: String, Equatable, Sendable, CaseIterable {
        case lowToHigh = "LOW_TO_HIGH"
        case highToLow = "HIGH_TO_LOW"
        case aToZ = "A_Z"
        case zToA = "Z_A"
    }

    /// Alfie's `ProductFilterType`.
    public enum FilterType: String, Equatable, Sendable, CaseIterable {
        case brand = "BRAND"
        case colour = "COLOUR"
        case price = "PRICE"
        case size = "SIZE"
    }

    /// Alfie's `ProductListingRefineQuery`: values of one filter, OR-ed. A `PRICE`
    /// filter has two values, the lowest and highest price in minor units.
    public struct Refine: Equatable, Sendable {
        public var name: FilterType
        public var values: [String]

        public init(name: FilterType, values: [String]) {
            self.name = name
            self.values = values
        }
    }

    public var offset: Int
    public var limit: Int
    public var categoryId: String?
    /// Search text.
    public var query: String?
    public var refine: [Refine]
    public var sort: Sort?

    public init(
        offset: Int, limit: Int, categoryId: String? = nil, query: String? = nil, refine: [Refine] = [], sort: Sort? = nil
    ) {
        self.offset = offset
        self.limit = limit
        self.categoryId = categoryId
        self.query = query
        self.refine = refine
        self.sort = sort
    }

    /// The variables as the request sends them: `offset` and `limit` always, the rest when set.
    public var graphQLVariables: [String: JSONValue] {
        var variables = listingArguments
        variables["offset"] = .int(offset)
        variables["limit"] = .int(limit)
        return variables
    }

    /// Names the listing these variables page through (everything but `offset` and
    /// `limit`), the same text for the same listing, so its saved pages are found again.
    public var listingKey: String {
        JSONValue.object(listingArguments).jsonText
    }

    private var listingArguments: [String: JSONValue] {
        var arguments: [String: JSONValue] = [:]
        if let categoryId { arguments["categoryId"] = .string(categoryId) }
        if let query, !query.isEmpty { arguments["query"] = .string(query) }
        if !refine.isEmpty {
            arguments["refine"] = .array(
                refine.map { .object(["name": .string($0.name.rawValue), "values": .array($0.values.map(JSONValue.string))]) })
        }
        if let sort { arguments["sort"] = .string(sort.rawValue) }
        return arguments
    }
}
