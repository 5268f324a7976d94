/// A selection compiled against the catalog's columns: which products it holds, and the tally
/// of its facets — each kind counted over the products that pass every other filter.
struct ProductMatcher: Sendable {
    let columns: ProductColumns
    /// Per category code, whether the selection's category holds it; `nil`: every category.
    private let categoryAllowed: [Bool]?
    /// Per product, whether the search finds it; `nil`: no search.
    private let searchHits: [Bool]?
    /// The products the search finds, ascending; `nil`: no search.
    let searchHitList: [Int]?
    private let brandAllowed: [Bool]?
    private let colourMask: UInt32?
    private let sizeMask: UInt32?
    private let price: ClosedRange<Int32>?

    init(_ selection: ProductSelection, columns: ProductColumns, searchHits hits: [Int]?) {
        self.columns = columns
        categoryAllowed = selection.categoryId.map { wanted in
            columns.categories.slugs.map { $0 == wanted || $0.hasPrefix(wanted + "-") }
        }
        if let hits {
            var marks = [Bool](repeating: false, count: columns.count)
            for hit in hits where marks.indices.contains(hit) { marks[hit] = true }
            searchHits = marks
            searchHitList = hits.sorted()
        } else {
            searchHits = nil
            searchHitList = nil
        }
        brandAllowed =
            selection.brands.isEmpty
            ? nil
            : columns.brands.slugs.map { selection.brands.contains($0) }
        colourMask = selection.colours.isEmpty ? nil : Self.mask(selection.colours, in: columns.colourValues)
        sizeMask = selection.sizes.isEmpty ? nil : Self.mask(selection.sizes, in: columns.sizeValues)
        price = selection.price.map { Int32(clamping: $0.lowerBound)...Int32(clamping: $0.upperBound) }
    }

    /// Whether product `index` is in the listing.
    func holds(_ index: Int) -> Bool {
        inScope(index) && brandPasses(index) && coloursPass(index) && sizesPass(index) && pricePasses(index)
    }

    /// The listing's total and its facets' counts, in one pass over the products in scope.
    func tally(priceBands: [PriceBand]) -> ProductTally {
        var tally = ProductTally(
            brands: columns.brands.slugs.count, colours: columns.colourValues.slugs.count,
            sizes: columns.sizeValues.slugs.count, priceBands: priceBands.count)
        let bandMaxima = priceBands.map { Int32(clamping: $0.maximum) }
        if let searchHitList {
            for index in searchHitList where index < columns.count { count(index, into: &tally, bandMaxima: bandMaxima) }
        } else {
            for index in 0..<columns.count { count(index, into: &tally, bandMaxima: bandMaxima) }
        }
        return tally
    }

    /// Counts product `index` into the total and into each facet whose other filters it passes.
    @inline(__always)
    private func count(_ index: Int, into tally: inout ProductTally, bandMaxima: [Int32]) {
        guard inScope(index) else { return }
        let brand = brandPasses(index)
        let colour = coloursPass(index)
        let size = sizesPass(index)
        let price = pricePasses(index)
        if brand && colour && size && price { tally.total += 1 }
        if colour && size && price { tally.brandCounts[Int(columns.brand[index])] += 1 }
        if brand && size && price { Self.count(bits: columns.colours[index], into: &tally.colourCounts) }
        if brand && colour && price { Self.count(bits: columns.sizes[index], into: &tally.sizeCounts) }
        if brand && colour && size {
            let productPrice = columns.price[index]
            if let band = bandMaxima.firstIndex(where: { productPrice <= $0 }) { tally.priceBandCounts[band] += 1 }
        }
    }

    /// The indexes of the products at `offset..<offset + limit` of the listing in `order`
    /// (`rankedHits`: the search's hits by relevance, for that order).
    func page(order: ProductListingOrder, rankedHits: [Int]?, offset: Int, limit: Int) -> [Int] {
        var skipped = 0
        var page: [Int] = []
        let take = { (index: Int) -> Bool in
            guard holds(index) else { return true }
            if skipped < offset {
                skipped += 1
                return true
            }
            page.append(index)
            return page.count < limit
        }
        switch order {
        case .relevance:
            for index in rankedHits ?? [] where index < columns.count { if !take(index) { break } }
        case .newest: for index in columns.newest { if !take(Int(index)) { break } }
        case .priceAscending: for index in columns.byPrice { if !take(Int(index)) { break } }
        case .priceDescending: for index in columns.byPrice.reversed() { if !take(Int(index)) { break } }
        case .nameAscending: for index in columns.byName { if !take(Int(index)) { break } }
        case .nameDescending: for index in columns.byName.reversed() { if !take(Int(index)) { break } }
        }
        return page
    }

    private func inScope(_ index: Int) -> Bool {
        (categoryAllowed?[Int(columns.category[index])] ?? true) && (searchHits?[index] ?? true)
    }

    private func brandPasses(_ index: Int) -> Bool { brandAllowed?[Int(columns.brand[index])] ?? true }
    private func coloursPass(_ index: Int) -> Bool { colourMask.map { columns.colours[index] & $0 != 0 } ?? true }
    private func sizesPass(_ index: Int) -> Bool { sizeMask.map { columns.sizes[index] & $0 != 0 } ?? true }
    private func pricePasses(_ index: Int) -> Bool { price?.contains(columns.price[index]) ?? true }

    private static func mask(_ slugs: [String], in values: ProductColumns.Values) -> UInt32 {
        slugs.reduce(0) { mask, slug in values.codes[slug].map { mask | 1 << UInt32(min($0, 31)) } ?? mask }
    }

    private static func count(bits: UInt32, into counts: inout [Int]) {
        var remaining = bits
        while remaining != 0 {
            let bit = remaining.trailingZeroBitCount
            if bit < counts.count { counts[bit] += 1 }
            remaining &= remaining - 1
        }
    }
}

/// A listing's total and, per facet value code, how many products pass every other filter.
struct ProductTally: Sendable, Equatable {
    var total = 0
    var brandCounts: [Int]
    var colourCounts: [Int]
    var sizeCounts: [Int]
    var priceBandCounts: [Int]

    init(brands: Int, colours: Int, sizes: Int, priceBands: Int) {
        brandCounts = Array(repeating: 0, count: brands)
        colourCounts = Array(repeating: 0, count: colours)
        sizeCounts = Array(repeating: 0, count: sizes)
        priceBandCounts = Array(repeating: 0, count: priceBands)
    }
}
