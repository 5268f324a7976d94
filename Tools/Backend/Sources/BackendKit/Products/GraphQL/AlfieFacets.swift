import ProductCatalogKit

/// The listing's `filters` (this project's extension), from its tally: each facet's values
/// among the listing's products under the other filters, with their counts. A value is listed
/// when some product has it, or when it is selected.
struct AlfieFacets: Sendable {
    let listing: ProductListingReader.Listing
    let selection: ProductSelection

    func filters() -> [AlfieProductFilter] {
        let columns = listing.columns
        let tally = listing.tally
        return [
            AlfieProductFilter(
                name: .brand,
                values: values(columns.brands, tally.brandCounts, selected: selection.brands) {
                    SearchText.fold($0.name) < SearchText.fold($1.name)
                }),
            AlfieProductFilter(
                name: .colour,
                values: values(columns.colourValues, tally.colourCounts, selected: selection.colours) { $0.name < $1.name }),
            AlfieProductFilter(
                name: .size,
                values: values(columns.sizeValues, tally.sizeCounts, selected: selection.sizes) {
                    SizeOrder.precedes($0.slug, $1.slug)
                }),
            AlfieProductFilter(name: .price, values: priceValues()),
        ]
    }

    private func values(
        _ values: ProductColumns.Values, _ counts: [Int], selected: [String], by order: (FacetCount, FacetCount) -> Bool
    ) -> [AlfieProductFilterValue?] {
        var listed = values.slugs.indices.compactMap { code in
            counts[code] > 0 || selected.contains(values.slugs[code])
                ? FacetCount(slug: values.slugs[code], name: values.names[code], count: counts[code]) : nil
        }
        for slug in selected where values.codes[slug] == nil {
            listed.append(FacetCount(slug: slug, name: slug, count: 0))
        }
        return listed.sorted(by: order).map {
            AlfieProductFilterValue(name: $0.name, slug: $0.slug, count: $0.count, selected: selected.contains($0.slug))
        }
    }

    private func priceValues() -> [AlfieProductFilterValue?] {
        zip(PriceBand.all, listing.tally.priceBandCounts).compactMap { band, count in
            let selected = selection.price == band.minimum...band.maximum
            guard count > 0 || selected else { return nil }
            return AlfieProductFilterValue(
                name: band.name(currencyCode: ProductCatalogGenerator.currencyCode), slug: band.slug, count: count,
                selected: selected)
        }
    }
}

/// Sizes in the order a shop lists them: letter sizes small to large, then numbers.
enum SizeOrder {
    static let letters = ["XXS", "XS", "S", "M", "L", "XL", "XXL"]

    static func precedes(_ first: String, _ second: String) -> Bool {
        rank(first) < rank(second) || (rank(first) == rank(second) && first < second)
    }

    private static func rank(_ size: String) -> Int {
        if let index = letters.firstIndex(of: size.uppercased()) { return index }
        return letters.count + (Int(size) ?? Int(Int32.max) - letters.count)
    }
}
