import ProductListingData
import ProductListingDomain

/// A listing query as the data layer reads it.
enum ProductListingRequestMapping {
    static func request(_ query: ProductListingQueryDomainModel) -> ProductListingPageRequest {
        ProductListingPageRequest(
            offset: max(query.offset, 0), limit: max(query.limit, 1), sort: sort(query), filters: filters(query))
    }

    static func filters(_ query: ProductListingQueryDomainModel) -> ProductListingFiltersDataModel {
        var filters = ProductListingFiltersDataModel()
        filters.categoryId = query.categoryId
        filters.searchText = query.searchText
        filters.brandIds = query.filters.brandIds
        filters.colourIds = query.filters.colourIds
        filters.sizes = query.filters.sizes
        if let price = query.filters.price {
            let lower = max(price.minimum ?? 0, 0)
            let upper = price.maximum ?? Int.max
            // A range upside down holds nothing: no product costs Int.max.
            filters.priceRange = lower <= upper ? lower...upper : Int.max...Int.max
        }
        return filters
    }

    /// Relevance is the order of a search; without one the listing is newest first.
    private static func sort(_ query: ProductListingQueryDomainModel) -> ProductListingPageRequest.Sort {
        switch query.sort {
        case .newest: return .newest
        case .priceAscending: return .priceAscending
        case .priceDescending: return .priceDescending
        case .nameAscending: return .nameAscending
        case .nameDescending: return .nameDescending
        case .relevance: return query.isSearching ? .relevance : .newest
        }
    }
}
