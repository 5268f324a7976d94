import Foundation
import ProductListingData
import ProductListingDomain

/// The one place where what the person asked the listing for becomes the arguments
/// of Alfie's `productListing` query: the page, the category (`categoryId`), the
/// search text (`query`), the filters (`refine`) and the order (`sort`).
enum ProductListingGraphQLVariables {
    /// The highest price a `PRICE` refine sends for a range with no top: GraphQL's largest `Int`.
    static let openPriceMaximum = Int(Int32.max)

    static func variables(for query: ProductListingQueryDomainModel) -> AlfieProductListingVariablesDataModel {
        AlfieProductListingVariablesDataModel(
            offset: max(query.offset, 0), limit: max(query.limit, 1), categoryId: query.categoryId,
            query: query.isSearching ? query.searchText.trimmingCharacters(in: .whitespaces) : nil,
            refine: refine(query.filters), sort: sort(query.sort)
        )
    }

    /// Alfie's `ProductListingSort`. Newest is the server's default order and relevance
    /// its order for a search: both are asked for with no sort at all.
    static func sort(_ sort: ProductListingSortDomainModel) -> AlfieProductListingVariablesDataModel.Sort? {
        switch sort {
        case .newest, .relevance: return nil
        case .priceAscending: return .lowToHigh
        case .priceDescending: return .highToLow
        case .nameAscending: return .aToZ
        case .nameDescending: return .zToA
        }
    }

    /// One `ProductListingRefineQuery` per filter in use, in Alfie's order; a price
    /// range is `[minimum, maximum]` in minor units, an open end sent as 0 or the largest price.
    static func refine(_ filters: ProductListingFiltersDomainModel) -> [AlfieProductListingVariablesDataModel.Refine] {
        var refine: [AlfieProductListingVariablesDataModel.Refine] = []
        if !filters.brandIds.isEmpty { refine.append(.init(name: .brand, values: filters.brandIds)) }
        if !filters.colourIds.isEmpty { refine.append(.init(name: .colour, values: filters.colourIds)) }
        if let price = filters.price {
            refine.append(.init(name: .price, values: [String(price.minimum ?? 0), String(price.maximum ?? openPriceMaximum)]))
        }
        if !filters.sizes.isEmpty { refine.append(.init(name: .size, values: filters.sizes)) }
        return refine
    }
}
