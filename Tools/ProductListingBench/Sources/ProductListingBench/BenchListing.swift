import ProductListingDomain

/// One listing the bench asks for, in the terms both sides take: a sort, an offset,
/// a search and filters (ids, a price range in minor units).
struct BenchListing: Sendable {
    var sort: ProductListingSortDomainModel = .newest
    var offset = 0
    var searchText = ""
    var brandIds: [String] = []
    var colourIds: [String] = []
    var sizes: [String] = []
    var priceRange: ClosedRange<Int>?

    static let pageSize = 20
    /// The generated catalog's currency.
    static let currencyCode = "GBP"

    /// The same listing as the app's use cases take it.
    var query: ProductListingQueryDomainModel {
        ProductListingQueryDomainModel(
            offset: offset, sort: sort, searchText: searchText,
            filters: ProductListingFiltersDomainModel(
                brandIds: brandIds, colourIds: colourIds, sizes: sizes,
                price: priceRange.map {
                    ProductPriceRangeDomainModel(minimum: $0.lowerBound, maximum: $0.upperBound, currencyCode: Self.currencyCode)
                }
            )
        )
    }

    /// The sort's saved order (`product_browse_order.sort`) and whether it is read backwards.
    var savedOrder: (sort: String, descending: Bool) {
        switch sort {
        case .newest, .relevance: return ("newest", false)
        case .priceAscending: return ("price", false)
        case .priceDescending: return ("price", true)
        case .nameAscending: return ("name", false)
        case .nameDescending: return ("name", true)
        }
    }
}

extension BenchAnswer {
    /// A page's style numbers and its total.
    init(_ page: ProductListingPageDomainModel) {
        self.init(items: page.products.map(\.styleNumber), total: page.pagination.total)
    }
}
