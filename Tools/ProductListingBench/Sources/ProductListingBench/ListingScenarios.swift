import ProductListingDomain

/// Listing pages, each through `ViewProductListingUseCase` and by hand: every sort, the
/// first page and the middle one, of the whole catalog and narrowed by a brand, by colours
/// and a size, and by a price range; and searches' pages in relevance order (and one other
/// sort), first and middle, alone and with a brand.
struct ListingScenarios {
    let stack: BenchStack
    let hand: HandWrittenQueries
    /// The offset of the middle page of a listing of `total` products.
    let deepOffset: @Sendable (_ total: Int) -> Int

    /// The brand the narrowed pages are narrowed to: one of the generator's 34.
    static let brandId = "b07"
    /// The price range the narrowed pages are narrowed to, in minor units: £20 to £50.
    static let priceRange = 2_000...5_000
    /// The search whose pages are timed in relevance order.
    static let searchText = "linen"

    /// The narrowings timed in every sort.
    static var narrowings: [(label: String, listing: BenchListing)] {
        var brand = BenchListing()
        brand.brandIds = [brandId]
        var colourAndSize = BenchListing()
        colourAndSize.colourIds = ["black", "navy"]
        colourAndSize.sizes = ["M"]
        var price = BenchListing()
        price.priceRange = priceRange
        return [("", BenchListing()), ("brand, ", brand), ("colours + size, ", colourAndSize), ("price £20–50, ", price)]
    }

    func all() async throws -> [BenchScenario] {
        var scenarios: [BenchScenario] = []
        let sorts = ProductListingSortDomainModel.allCases.filter { $0 != .relevance }
        for narrowing in Self.narrowings {
            for sort in sorts {
                var listing = narrowing.listing
                listing.sort = sort
                scenarios += try await pages("listing \(sort.rawValue), \(narrowing.label)", listing)
            }
        }
        scenarios.append(newPriceRange())
        var searching = BenchListing()
        searching.searchText = Self.searchText
        searching.sort = .relevance
        scenarios += try await pages("listing relevance, search \"\(Self.searchText)\", ", searching)
        var searchingBrand = searching
        searchingBrand.brandIds = [Self.brandId]
        scenarios += try await pages("listing relevance, search + brand, ", searchingBrand)
        var searchingByPrice = searching
        searchingByPrice.sort = .priceAscending
        scenarios += try await pages("listing price-asc, search \"\(Self.searchText)\", ", searchingByPrice)
        return scenarios
    }

    /// The first page after `filter price=…`, a different range each run: the app keeps the
    /// products of the last few ranges (as of searches), so the pages above, after the first,
    /// find them kept; this is the page that finds them.
    private func newPriceRange() -> BenchScenario {
        let ranges = [2_000...5_000, 2_100...5_000, 2_000...4_900, 1_500...4_500, 3_000...6_000, 2_500...7_500]
        let listing: @Sendable (Int) -> BenchListing = { run in
            var listing = BenchListing()
            listing.priceRange = ranges[run % ranges.count]
            return listing
        }
        let viewListing = stack.viewListing
        let hand = hand
        return BenchScenario(
            name: "listing newest, a new price range, first page",
            fullStack: { run in BenchAnswer(try await viewListing.execute(query: listing(run).query)) },
            handWritten: { run in try await hand.page(listing(run)) }
        )
    }

    /// The first and the middle page of `listing`.
    private func pages(_ label: String, _ listing: BenchListing) async throws -> [BenchScenario] {
        let total = try await hand.page(listing).total
        let viewListing = stack.viewListing
        let hand = hand
        return [("first", 0), ("deep", deepOffset(total))].map { name, offset in
            var paged = listing
            paged.offset = offset
            let page = paged
            return BenchScenario(
                name: "\(label)\(name) page",
                fullStack: { _ in BenchAnswer(try await viewListing.execute(query: page.query)) },
                handWritten: { _ in try await hand.page(page) }
            )
        }
    }
}
