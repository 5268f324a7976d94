/// The listing query as the app sends it (`ProductListingQuery`, with this project's `filters`
/// and the `hierarchy`), for the load run and the tests to send the server what it must serve.
public enum AppListingQuery {
    public static let operationName = "ProductListingQuery"

    public static let text = """
        query ProductListingQuery($offset: Int!, $limit: Int!, $categoryId: String, $query: String, \
        $refine: [ProductListingRefineQuery!], $sort: ProductListingSort) {
          productListing(offset: $offset, limit: $limit, categoryId: $categoryId, query: $query, refine: $refine, sort: $sort) {
            title
            pagination { offset limit total pages page nextPage previousPage }
            products { ...ProductFields }
            filters { name values { name slug count selected } }
            hierarchy { categoryId name slug parent { categoryId name slug parent { categoryId name slug } } }
          }
        }
        fragment ProductFields on Product {
          id styleNumber name shortDescription longDescription
          brand { id name slug }
          priceRange { low { amount currencyCode } high { amount currencyCode } }
          colours { id name }
          sizes { id value }
          defaultVariant { ...VariantFields }
          variants { ...VariantFields }
        }
        fragment VariantFields on Variant {
          sku stock size { id value } colour { id name }
          price { amount { amount currencyCode } was { amount currencyCode } }
        }
        """
}
