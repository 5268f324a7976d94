import ProductCatalogKit

/// The listing's `filters` (this project's extension): each facet's values among the
/// listing's products under the other filters, with their counts. A value is listed when
/// some product has it, or when it is selected.
struct AlfieFacets: Sendable {
    let reader: ProductListingReader
    let selection: ProductSelection

    func filters() async throws -> [AlfieProductFilter] {
        [
            AlfieProductFilter(
                name: .brand,
                values: try await values(.brand, .brand, selected: selection.brands) {
                    SearchText.fold($0.name) < SearchText.fold($1.name)
                }),
            AlfieProductFilter(
                name: .colour,
                values: try await values(.colour, .colour, selected: selection.colours) { $0.name < $1.name }),
            AlfieProductFilter(
                name: .size,
                values: try await values(.size, .size, selected: selection.sizes) { SizeOrder.precedes($0.slug, $1.slug) }),
            AlfieProductFilter(name: .price, values: try await priceValues()),
        ]
    }

    private func values(
        _ kind: ProductCatalogSchema.FacetKind, _ dimension: ProductSelection.Dimension, selected: [String],
        by order: (FacetCount, FacetCount) -> Bool
    ) async throws -> [AlfieProductFilterValue?] {
        var counts = try await reader.facetCounts(selection, kind: kind, dimension: dimension)
        for slug in selected where !counts.contains(where: { $0.slug == slug }) {
            counts.append(FacetCount(slug: slug, name: slug, count: 0))
        }
        return counts.sorted(by: order).map {
            AlfieProductFilterValue(name: $0.name, slug: $0.slug, count: $0.count, selected: selected.contains($0.slug))
        }
    }

    private func priceValues() async throws -> [AlfieProductFilterValue?] {
        let counts = try await reader.priceBandCounts(selection, bands: PriceBand.all)
        return zip(PriceBand.all, counts).compactMap { band, count in
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
