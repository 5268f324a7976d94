/// The `filters` screen's counts through `ViewProductListingFiltersUseCase` and by hand:
/// the whole catalog, under a brand and colours, under a price range, and under a search
/// and a size.
struct FacetScenarios {
    let stack: BenchStack
    let hand: HandWrittenQueries

    func all() -> [BenchScenario] {
        var brandAndColours = BenchListing()
        brandAndColours.brandIds = [ListingScenarios.brandId]
        brandAndColours.colourIds = ["black", "navy"]
        var price = BenchListing()
        price.priceRange = ListingScenarios.priceRange
        var searchAndSize = BenchListing()
        searchAndSize.searchText = ListingScenarios.searchText
        searchAndSize.sizes = ["M"]
        let viewFilters = stack.viewFilters
        let hand = hand
        return [
            ("none", BenchListing()), ("brand + colours", brandAndColours), ("price £20–50", price),
            ("search + size", searchAndSize),
        ]
        .map { label, listing in
            BenchScenario(
                name: "facets, \(label)",
                fullStack: { _ in
                    let facets = try await viewFilters.execute(query: listing.query)
                    return BenchAnswer(
                        items: facets.filters.flatMap { filter in filter.values.map { "\(filter.kind) \($0.id) \($0.count)" } },
                        total: facets.total
                    )
                },
                handWritten: { _ in try await hand.facets(listing) }
            )
        }
    }
}
