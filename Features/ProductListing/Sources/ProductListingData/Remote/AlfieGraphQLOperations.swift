/// The GraphQL operations the app sends to a products server, written against
/// Alfie's schema (`formats/alfie-graphql.md`): only fields the schema has, so any
/// server implementing it accepts them.
enum AlfieGraphQLOperations {
    /// What the app reads of a product: enough for a listing row and its details.
    static let productFields = """
        fragment ProductFields on Product {
          id
          styleNumber
          name
          shortDescription
          longDescription
          brand { id name slug }
          priceRange { low { amount currencyCode } high { amount currencyCode } }
          colours { id name }
          defaultVariant { ...VariantFields }
          variants { ...VariantFields }
        }
        fragment VariantFields on Variant {
          sku
          stock
          size { id value }
          colour { id name }
          price { amount { amount currencyCode } was { amount currencyCode } }
        }
        """

    static let productListingName = "ProductListingQuery"
    /// The listing query asking, besides the title, pagination and products, for `fields`:
    /// a server without one of them is asked again without it.
    static func productListing(fields: [AlfieListingOptionalField]) -> String {
        let optional = fields.map { "    " + $0.selection + "\n" }.joined()
        return """
            query ProductListingQuery($offset: Int!, $limit: Int!, $categoryId: String, $query: String, \
            $refine: [ProductListingRefineQuery!], $sort: ProductListingSort) {
              productListing(offset: $offset, limit: $limit, categoryId: $categoryId, query: $query, refine: $refine, sort: $sort) {
                title
                pagination { offset limit total pages page nextPage previousPage }
                products { ...ProductFields }

            """ + optional + "  }\n}\n" + productFields
    }

    static let navigationHandlesName = "GetNavigationHandles"
    static let navigationHandles = """
        query GetNavigationHandles {
          navigationHandles
        }
        """

    static let productName = "GetProduct"
    static let product = """
        query GetProduct($productId: ID!) {
          product(id: $productId) { ...ProductFields }
        }
        """ + "\n" + productFields

    static let brandsName = "GetBrands"
    static let brands = """
        query GetBrands {
          brands { id name slug }
        }
        """

    static let navigationName = "GetNavigation"
    /// Three levels of the menu: departments, their categories, and those categories' own.
    static let navigation = """
        query GetNavigation($handle: String!) {
          navigation(handle: $handle) {
            ...NavItemFields
            items { ...NavItemFields items { ...NavItemFields } }
          }
        }
        fragment NavItemFields on NavMenuItem { title type url }
        """

    static let suggestionName = "GetSuggestions"
    static let suggestion = """
        query GetSuggestions($term: String!) {
          suggestion(query: $term) {
            brands { value results slug }
            keywords { value results }
            products { id name brandName slug price { amount { amount currencyCode } was { amount currencyCode } } }
          }
        }
        """
}
