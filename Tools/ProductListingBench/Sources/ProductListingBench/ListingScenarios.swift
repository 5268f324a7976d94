import GRDB
import Persistence
import ProductListingData
import ProductListingDataDomainInterface
import ProductListingDomain

/// What the bench times on the imported catalog, each through the app's full stack
/// and by hand: a listing page in every sort, first and deep; pages narrowed by a
/// brand (every sort) and, when asked, by a price range (sorted by price); a product's details.
///
/// To time more (facets, search, a bag update), add a function returning its
/// scenarios and list it in `all()`: each scenario is a name, the full-stack call
/// and, when there is one, the same query by hand in `HandWrittenQueries`.
struct ListingScenarios {
    let database: AppDatabase
    let productCount: Int
    let deepOffset: (_ total: Int) -> Int
    /// Whether to time pages narrowed by a price range too (`--price-range`).
    let withPriceRange: Bool

    /// The brand the filtered pages are narrowed to: one of the generator's 34.
    static let brandId = "b07"
    /// The price range the filtered pages are narrowed to, in minor units: £20 to £50.
    static let priceRange = 2_000...5_000

    func all() async throws -> [BenchScenario] {
        listingPages() + (try await filteredPages()) + [details()]
    }

    private var catalog: ProductCatalogRepository {
        ProductCatalogRepository(database: database, bundledCatalog: nil)
    }

    private var hand: HandWrittenQueries { HandWrittenQueries(database: database) }

    /// Every sort, first page and the page in the middle, through `ViewProductListingUseCase`.
    private func listingPages() -> [BenchScenario] {
        let viewListing = ViewProductListingUseCase(getPage: GetProductListingPage(repository: catalog))
        let hand = hand
        return ProductListingSortDomainModel.allCases.flatMap { sort in
            [(name: "first", offset: 0), (name: "deep", offset: deepOffset(productCount))].map { page in
                BenchScenario(
                    name: "listing \(sort.rawValue), \(page.name) page",
                    fullStack: { _ in _ = try await viewListing.execute(query: ProductListingQueryDomainModel(offset: page.offset, sort: sort)) },
                    handWritten: { _ in
                        let positions = Self.positions(sort)
                        _ = try await hand.numberedPage(order: positions.table, ascending: positions.ascending, offset: page.offset)
                    }
                )
            }
        }
    }

    /// Pages narrowed by a brand (every sort) and by a price range (sorted by price: the one
    /// order an index serves together with that filter), first and deep. The listing's use
    /// cases take no filters yet, so these go through the repository and the DAO; once they
    /// do, time them through the use case here.
    private func filteredPages() async throws -> [BenchScenario] {
        var filters = ProductListingFiltersDataModel()
        filters.brandIds = [Self.brandId]
        var prices = ProductListingFiltersDataModel()
        prices.priceRange = Self.priceRange
        let brandTotal = try await hand.filteredPage(
            whereClause: "WHERE p.brand_id = ?", arguments: [Self.brandId], order: "p.style_number", offset: 0, limit: 1
        ).total
        let priceTotal = try await hand.filteredPage(
            whereClause: "WHERE p.low_price BETWEEN ? AND ?", arguments: [Self.priceRange.lowerBound, Self.priceRange.upperBound],
            order: "p.style_number", offset: 0, limit: 1
        ).total
        let byBrand = ProductListingSortDomainModel.allCases.flatMap { sort in
            filtered(
                "brand", filters, whereClause: "WHERE p.brand_id = ?", arguments: [Self.brandId],
                countSQL: "SELECT SUM(product_count) FROM product_brand_count WHERE brand_id = ?", sort: sort, total: brandTotal
            )
        }
        guard withPriceRange else { return byBrand }
        let byPrice = [ProductListingSortDomainModel.priceAscending].flatMap { sort in
            filtered(
                "price £20–50", prices, whereClause: "WHERE p.low_price BETWEEN ? AND ?",
                arguments: [Self.priceRange.lowerBound, Self.priceRange.upperBound], sort: sort, total: priceTotal
            )
        }
        return byBrand + byPrice
    }

    private func filtered(
        _ label: String, _ filters: ProductListingFiltersDataModel, whereClause: String, arguments: StatementArguments,
        countSQL: String? = nil, sort: ProductListingSortDomainModel, total: Int
    ) -> [BenchScenario] {
        let catalog = catalog
        let hand = hand
        return [(name: "first", offset: 0), (name: "deep", offset: deepOffset(total))].map { page in
            BenchScenario(
                name: "listing \(sort.rawValue), \(label), \(page.name) page",
                fullStack: { _ in
                    _ = try await catalog.getPage(
                        ProductListingPageRequest(offset: page.offset, limit: 20, sort: Self.requestSort(sort), filters: filters)
                    )
                },
                handWritten: { _ in
                    _ = try await hand.filteredPage(
                        whereClause: whereClause, arguments: arguments, countSQL: countSQL, order: Self.order(sort), offset: page.offset
                    )
                }
            )
        }
    }

    /// A different product each run, through `ViewProductDetailsUseCase`.
    private func details() -> BenchScenario {
        let viewDetails = ViewProductDetailsUseCase(getProduct: GetProductDetails(repository: catalog))
        let hand = hand
        let count = productCount
        let styleNumber: @Sendable (Int) -> String = { run in "MS\(100_000 + (run &* 7_919) % count)" }
        return BenchScenario(
            name: "details",
            fullStack: { run in _ = try await viewDetails.execute(styleNumber: styleNumber(run)) },
            handWritten: { run in _ = try await hand.details(styleNumber: styleNumber(run)) }
        )
    }

    /// The ORDER BY of each sort, as one writes it by hand.
    static func order(_ sort: ProductListingSortDomainModel) -> String {
        switch sort {
        case .newest: return "p.release_date DESC, p.style_number"
        case .priceAscending: return "p.low_price, p.style_number"
        case .priceDescending: return "p.low_price DESC, p.style_number DESC"
        case .nameAscending: return "p.name_key, p.style_number"
        case .nameDescending: return "p.name_key DESC, p.style_number DESC"
        }
    }

    /// The positions table of each sort and whether it is read upwards.
    static func positions(_ sort: ProductListingSortDomainModel) -> (table: String, ascending: Bool) {
        switch sort {
        case .newest: return ("product_order_newest", true)
        case .priceAscending: return ("product_order_price", true)
        case .priceDescending: return ("product_order_price", false)
        case .nameAscending: return ("product_order_name", true)
        case .nameDescending: return ("product_order_name", false)
        }
    }

    static func requestSort(_ sort: ProductListingSortDomainModel) -> ProductListingPageRequest.Sort {
        switch sort {
        case .newest: return .newest
        case .priceAscending: return .priceAscending
        case .priceDescending: return .priceDescending
        case .nameAscending: return .nameAscending
        case .nameDescending: return .nameDescending
        }
    }
}
