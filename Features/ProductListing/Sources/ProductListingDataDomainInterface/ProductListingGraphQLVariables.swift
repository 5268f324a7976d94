import ProductListingData
import ProductListingDomain

/// The one place where what the person asked the listing for becomes the arguments
/// of Alfie's `productListing` query. Every field of `ProductListingQueryDomainModel`
/// a server should hear about is mapped here: a new one (a category, search text, a
/// filter) is one more line, setting `categoryId`, `query` or a `refine` entry.
enum ProductListingGraphQLVariables {
    static func variables(for query: ProductListingQueryDomainModel) -> AlfieProductListingVariablesDataModel {
        AlfieProductListingVariablesDataModel(offset: max(query.offset, 0), limit: max(query.limit, 1), sort: sort(query.sort))
    }

    /// Alfie's `ProductListingSort`; newest is the server's default order, asked for with no sort at all.
    static func sort(_ sort: ProductListingSortDomainModel) -> AlfieProductListingVariablesDataModel.Sort? {
        switch sort {
        case .newest: return nil
        case .priceAscending: return .lowToHigh
        case .priceDescending: return .highToLow
        case .nameAscending: return .aToZ
        case .nameDescending: return .zToA
        }
    }
}
