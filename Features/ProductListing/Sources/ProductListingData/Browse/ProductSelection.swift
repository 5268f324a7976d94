import GRDB

/// A listing's category, search and filters as sets of products, from which
/// the listing's products, its total and the facet counts are taken.
struct ProductSelection {
    let index: ProductBrowseIndex
    /// Where the index's kept searches, price ranges and order chunks are.
    let store: ProductBrowseIndexStore
    let filters: ProductListingFiltersDataModel
    private(set) var category: ProductBitmap?
    private(set) var search: ProductSearchMatch?
    /// One set per filter in use: the products having any of its values.
    private(set) var filterSets: [ProductBrowseKind: ProductBitmap] = [:]
    /// Where the price filter's products lie in the price order (a run of it); `nil` without one.
    private(set) var pricePositions: Range<Int>?

    /// `ranksTitles`: the search's matches in names and brands are wanted too (relevance order).
    init(
        _ filters: ProductListingFiltersDataModel, index: ProductBrowseIndex, store: ProductBrowseIndexStore,
        ranksTitles: Bool = false,
        _ db: Database
    ) throws {
        self.index = index
        self.store = store
        self.filters = filters
        if let categoryId = filters.categoryId {
            category = index.value(.category, id: categoryId)?.products ?? ProductBitmap(limit: index.limit)
        }
        if let query = FullTextQuery(filters.searchText) {
            search = try store.search(query, withTitles: ranksTitles, of: index, db)
        }
        if !filters.brandIds.isEmpty { filterSets[.brand] = index.products(.brand, anyOf: filters.brandIds) }
        if !filters.colourIds.isEmpty { filterSets[.colour] = index.products(.colour, anyOf: filters.colourIds) }
        if !filters.sizes.isEmpty { filterSets[.size] = index.products(.size, anyOf: filters.sizes) }
        if let range = filters.priceRange {
            let run = try store.priceRun(range, of: index) { try Self.products(pricedIn: range, index: index, db) }
            filterSets[.price] = run.products
            pricePositions = run.positions
        }
    }

    /// The products matching the category, the search and every filter but `kind`'s;
    /// `nil` when nothing narrows them (the whole catalog).
    func matching(ignoring kind: ProductBrowseKind? = nil) -> ProductBitmap? {
        var sets = [category, search?.all].compactMap { $0 }
        sets += filterSets.filter { $0.key != kind }.map(\.value)
        guard var result = sets.first else { return nil }
        for set in sets.dropFirst() { result.formIntersection(set) }
        return result
    }

    /// The ids of the selected values of `kind`'s filter.
    func selectedIds(_ kind: ProductBrowseKind) -> [String] {
        switch kind {
        case .brand: return filters.brandIds
        case .colour: return filters.colourIds
        case .size: return filters.sizes
        case .price: return filters.priceRange.map { [ProductPriceBands.id(of: $0)] } ?? []
        case .category: return filters.categoryId.map { [$0] } ?? []
        }
    }

    /// Products whose lowest price lies in `range`: a run of the price order, found by halving.
    private static func products(
        pricedIn range: ClosedRange<Int>, index: ProductBrowseIndex, _ db: Database
    ) throws -> ProductPriceRun {
        let order = try index.order("price", db)
        let price = try db.makeStatement(sql: "SELECT low_price FROM product WHERE rowid = ?")
        func firstRank(where isPast: (Int) -> Bool) throws -> Int {
            var low = 0
            var high = order.count
            while low < high {
                let middle = (low + high) / 2
                let id = try order.ids(in: middle..<(middle + 1)).first.map { Int($0) } ?? 0
                let value = try Int.fetchOne(price, arguments: [id]) ?? 0
                if isPast(value) { high = middle } else { low = middle + 1 }
            }
            return low
        }
        let start = try firstRank { $0 >= range.lowerBound }
        let end = try firstRank { $0 > range.upperBound }
        var products = ProductBitmap(limit: index.limit)
        let positions = start..<max(start, end)
        for id in try order.ids(in: positions) { products.insert(Int(id)) }
        return ProductPriceRun(products: products, positions: positions)
    }
}

/// The products whose lowest price lies in a range, and the run of the price order they make.
struct ProductPriceRun: Sendable {
    let products: ProductBitmap
    let positions: Range<Int>
}
