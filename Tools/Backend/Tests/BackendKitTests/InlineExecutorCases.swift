import Testing

@testable import BackendKit

/// One request both executors are asked, and whether the inline executor is to answer it
/// itself (or leave it to the engine).
struct InlineExecutorCase: Sendable, CustomTestStringConvertible {
    let name: String
    let query: String
    var variables = "{}"
    var operationName: String?
    var inline = true

    var testDescription: String { name }

    static func listing(_ name: String, _ variables: String) -> Self {
        Self(name: name, query: AppListingQuery.text, variables: variables, operationName: AppListingQuery.operationName)
    }
}

/// The requests of the differential tests: the app's listing with several variable sets, the
/// other root fields, and the parts of the language the inline executor walks.
enum InlineExecutorCases {
    static let listings: [InlineExecutorCase] = [
        .listing("listing page 1", #"{"offset":0,"limit":20}"#),
        .listing(
            "listing page 3, two refines, price sort",
            #"{"offset":40,"limit":20,"sort":"LOW_TO_HIGH","refine":[{"name":"COLOUR","values":["black","navy"]},{"name":"SIZE","values":["M"]}]}"#
        ),
        .listing("listing of a category", #"{"offset":0,"limit":5,"categoryId":"women-dresses"}"#),
        .listing("listing of a department", #"{"offset":3,"limit":4,"categoryId":"women","sort":"Z_A"}"#),
        .listing("listing of a search", #"{"offset":0,"limit":10,"query":"linen"}"#),
        .listing(
            "listing by price band, A to Z",
            #"{"offset":0,"limit":7,"sort":"A_Z","refine":[{"name":"PRICE","values":["2500","4999"]}]}"#),
        .listing(
            "listing by brand slug, high to low",
            #"{"offset":0,"limit":6,"sort":"HIGH_TO_LOW","refine":[{"name":"BRAND","values":["maison-elodie"]}]}"#),
        .listing("listing's last page", #"{"offset":390,"limit":20}"#),
        .listing("listing of nothing", #"{"offset":0,"limit":20,"query":"zzzzqqq"}"#),
        .listing("listing with an unknown category", #"{"offset":0,"limit":2,"categoryId":"nowhere"}"#),
        .listing("listing with a limit too large (a resolver's error)", #"{"offset":0,"limit":5000}"#),
        .listing("listing with a negative offset", #"{"offset":-1,"limit":5}"#),
        .listing(
            "listing with a PRICE refine of one value", #"{"offset":0,"limit":5,"refine":[{"name":"PRICE","values":["9"]}]}"#),
    ]

    static let rootFields: [InlineExecutorCase] = [
        InlineExecutorCase(
            name: "product with every field",
            query: """
                query GetProduct($id: ID!) { product(id: $id) { __typename id styleNumber name shortDescription longDescription slug
                  brand { id name slug } priceRange { low { currencyCode amount amountFormatted } high { amount amountFormatted } }
                  attributes { key value } sizes { id value scale description sizeGuide { id name description sizes { id } } }
                  colours { id name swatch { url alt mediaContentType } media { __typename } }
                  defaultVariant { sku stock attributes { key } media { __typename } price { amount { amount } was { amount } } }
                  variants { sku stock size { id value } colour { id name } price { amount { amountFormatted } was { amountFormatted } } } } }
                """,
            variables: #"{"id":"MS100007"}"#, operationName: "GetProduct"),
        InlineExecutorCase(
            name: "unknown product (null)", query: #"{ product(id: "nope") { id name } }"#),
        InlineExecutorCase(name: "product by a whole-number ID literal", query: "{ product(id: 100007) { id } }"),
        InlineExecutorCase(name: "brands", query: "query GetBrands { brands { id name slug __typename } }"),
        InlineExecutorCase(
            name: "navigation",
            query: """
                query GetNavigation($handle: String!) { navigationHandles navigation(handle: $handle) { title type url
                  media { __typename } attributes { key value } items { title type url items { title } } } }
                """,
            variables: #"{"handle":"header"}"#),
        InlineExecutorCase(name: "another menu (empty)", query: #"{ navigation(handle: "footer") { title } }"#),
        InlineExecutorCase(
            name: "suggestion",
            query: """
                query GetSuggestions($term: String!) { suggestion(query: $term) { keywords { value results }
                  brands { value results slug } products { id name brandName slug media { __typename } price { amount { amount } } } } }
                """,
            variables: #"{"term":"lin"}"#),
        InlineExecutorCase(
            name: "suggestion of a brand", query: #"{ suggestion(query: "mais") { brands { value results } products { id } } }"#),
        InlineExecutorCase(
            name: "suggestion of nothing", query: #"{ suggestion(query: "  ") { keywords { value } products { id } } }"#),
    ]

    static let language: [InlineExecutorCase] = [
        InlineExecutorCase(
            name: "aliases and fragments",
            query: """
                { first: productListing(offset: 0, limit: 2) { heading: title products { ...Names } }
                  second: productListing(offset: 2, limit: 2) { products { key: id ...Names } } }
                fragment Names on Product { id label: name brand { ...BrandName } }
                fragment BrandName on Brand { name }
                """),
        InlineExecutorCase(
            name: "inline fragments, with and without a type",
            query: """
                { productListing(offset: 0, limit: 2) { ... on ProductListing { title } products { ... { id } ... on Product { name }
                  variants { media { __typename ... on Image { url alt } ... on Video { alt sources { url } } } } } } }
                """),
        InlineExecutorCase(
            name: "a field selected twice, merged",
            query: "{ productListing(offset: 0, limit: 2) { products { id brand { id } } products { name brand { name } } } }"),
        InlineExecutorCase(
            name: "a fragment spread twice",
            query: "{ productListing(offset: 0, limit: 2) { products { ...F ...F id } } } fragment F on Product { name }"),
        InlineExecutorCase(
            name: "skip and include, literal and variables",
            query: """
                query Q($skipTitle: Boolean!, $withPages: Boolean! = true) { productListing(offset: 0, limit: 3) {
                  title @skip(if: $skipTitle) pagination @include(if: $withPages) { total pages }
                  products @include(if: false) { id } hierarchy @skip(if: false) { name }
                  ... @include(if: $withPages) { products { id } } } }
                """,
            variables: #"{"skipTitle":true}"#),
        InlineExecutorCase(
            name: "skip and include, the other way",
            query: """
                query Q($skipTitle: Boolean!, $withPages: Boolean! = true) { productListing(offset: 0, limit: 3) {
                  title @skip(if: $skipTitle) pagination @include(if: $withPages) { total pages } } }
                """,
            variables: #"{"skipTitle":false,"withPages":false}"#),
        InlineExecutorCase(
            name: "a root field skipped",
            query: "query Q($no: Boolean!) { brands @skip(if: $no) { name } navigationHandles }",
            variables: #"{"no":true}"#),
        InlineExecutorCase(
            name: "variables with defaults",
            query: """
                query Q($offset: Int! = 5, $limit: Int! = 3, $sort: ProductListingSort = HIGH_TO_LOW, $term: String) {
                  productListing(offset: $offset, limit: $limit, sort: $sort, query: $term) { title products { id } } }
                """),
        InlineExecutorCase(
            name: "literal arguments: an enum, an input object, a single value for a list",
            query: """
                { productListing(offset: 0, limit: 4, sort: LOW_TO_HIGH, refine: [{name: COLOUR, values: "black"}, {name: SIZE, values: ["M", "L"]}]) {
                  pagination { total } products { id } filters { name values { slug count selected } } } }
                """),
        InlineExecutorCase(
            name: "typenames at every level",
            query: "{ __typename kind: __typename productListing(offset: 0, limit: 1) { __typename pagination { __typename } } }"),
        InlineExecutorCase(
            name: "a resolver's error beside another root field",
            query:
                "{ navigationHandles bad: productListing(offset: 0, limit: 5000) { title } good: productListing(offset: 0, limit: 1) { title } }"
        ),
        InlineExecutorCase(
            name: "one of two operations, by name",
            query: "query A { navigationHandles } query B { brands { slug } }", operationName: "B"),
    ]

    /// Requests the engine answers alone: the inline executor hands them over.
    static let engineOnly: [InlineExecutorCase] = [
        InlineExecutorCase(name: "introspection of the schema", query: "{ __schema { queryType { name } } }", inline: false),
        InlineExecutorCase(name: "introspection of a type", query: #"{ __type(name: "Money") { name kind } }"#, inline: false),
        InlineExecutorCase(
            name: "an unknown field", query: "{ productListing(offset: 0, limit: 2) { title nope } }", inline: false),
        InlineExecutorCase(
            name: "an argument of the wrong type", query: #"{ productListing(offset: "a", limit: 2) { title } }"#, inline: false),
        InlineExecutorCase(name: "a query that does not parse", query: "{ productListing(", inline: false),
        .init(
            name: "a variable of the wrong type", query: AppListingQuery.text, variables: #"{"offset":"zero","limit":20}"#,
            operationName: AppListingQuery.operationName, inline: false),
        .init(
            name: "a missing required variable", query: AppListingQuery.text, variables: #"{"limit":20}"#,
            operationName: AppListingQuery.operationName, inline: false),
        InlineExecutorCase(
            name: "an unknown operation name", query: "query A { navigationHandles }", operationName: "B", inline: false),
        InlineExecutorCase(
            name: "two operations and no name", query: "query A { navigationHandles } query B { brands { slug } }", inline: false),
        InlineExecutorCase(name: "a mutation the schema does not have", query: "mutation { navigationHandles }", inline: false),
    ]
}
