import Graphiti

/// The root fields of Alfie's `Query`, answered from one catalog.
struct AlfieResolver: Sendable {
    /// The navigation menus there are; `header` is the category tree.
    static let navigationHandles = ["header"]

    let listings: ProductListingReader
    let lookups: ProductCatalogLookups

    init(catalog: ProductCatalog) {
        listings = ProductListingReader(catalog: catalog)
        lookups = ProductCatalogLookups(catalog: catalog)
    }

    func productListing(context: AlfieContext, arguments: AlfieProductListingArguments) async throws -> AlfieProductListing? {
        try AlfieListingSelection.validate(arguments)
        let selection = try await AlfieListingSelection.selection(arguments, brandSlugs: lookups.brandSlugs)
        let order = AlfieListingSelection.order(arguments, searching: selection.match != nil)
        let listing = try await listings.listing(selection, order: order, offset: arguments.offset, limit: arguments.limit)
        let tree = AlfieCategoryTree(categories: try await lookups.categories())
        return AlfieProductListing(
            title: tree.title(categoryId: selection.categoryId, query: arguments.query),
            pagination: AlfiePagination(offset: arguments.offset, limit: arguments.limit, total: listing.tally.total),
            hierarchy: selection.categoryId.flatMap(tree.hierarchy),
            products: listing.products.map(AlfieProductMaker.product),
            facets: AlfieFacets(listing: listing, selection: selection)
        )
    }

    func product(context: AlfieContext, arguments: AlfieProductArguments) async throws -> AlfieProduct? {
        try await lookups.product(styleNumber: arguments.id.value).map(AlfieProductMaker.product)
    }

    func brands(context: AlfieContext, arguments: NoArguments) async throws -> [AlfieBrand] {
        try await lookups.brands().map { AlfieBrand(id: AlfieID($0.brand.id), name: $0.brand.name, slug: $0.brand.slug) }
    }

    func navigation(context: AlfieContext, arguments: AlfieNavigationArguments) async throws -> [AlfieNavMenuItem] {
        guard arguments.handle == Self.navigationHandles[0] else { return [] }
        return AlfieCategoryTree(categories: try await lookups.categories()).menu
    }

    func navigationHandles(context: AlfieContext, arguments: NoArguments) -> [String] {
        Self.navigationHandles
    }

    func suggestion(context: AlfieContext, arguments: AlfieSuggestionArguments) async throws -> AlfieSuggestion {
        try await AlfieSuggestions(lookups: lookups).suggestion(for: arguments.query)
    }
}
