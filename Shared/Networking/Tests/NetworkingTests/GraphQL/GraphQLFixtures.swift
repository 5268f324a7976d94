/// GraphQL documents shaped like the product BFF's (see the Alfie schema in the formats).
enum GraphQLFixtures {
    static let productListingQuery = """
        query ProductListingQuery($offset: Int!, $limit: Int!, $query: String) {
          productListing(offset: $offset, limit: $limit, query: $query) {
            title pagination { offset limit total pages page nextPage previousPage }
          }
        }
        """

    static let listingData = """
        {"data":{"productListing":{"title":"Women","pagination":{"offset":0,"limit":20,"total":88,"pages":5,"page":1,"nextPage":20,"previousPage":null}}}}
        """

    static let unknownFieldErrors = """
        {"errors":[{"message":"Cannot query field \\"colour\\" on type \\"Product\\".","locations":[{"line":3,"column":5}],"extensions":{"code":"GRAPHQL_VALIDATION_FAILED"}}]}
        """

    static let partialDataWithErrors = """
        {"data":{"productListing":null},"errors":[{"message":"Listing unavailable","path":["productListing",0,"title"]}]}
        """

    static let nullData = #"{"data":null}"#
}

/// The part of a product listing the tests decode.
struct ListingData: Decodable, Equatable {
    struct Listing: Decodable, Equatable {
        struct Pagination: Decodable, Equatable {
            var offset: Int
            var limit: Int
            var total: Int
            var nextPage: Int?
            var previousPage: Int?
        }

        var title: String
        var pagination: Pagination
    }

    var productListing: Listing
}
