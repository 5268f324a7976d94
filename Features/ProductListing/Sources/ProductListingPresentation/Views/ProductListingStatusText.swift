import Localization
import ProductListingDomain

/// The lines under a listing: the filters in use, when there are any, and
/// "Page 1 of 3 · 45 products · newest first · search "denim"", and how old a
/// products server's saved page is.
struct ProductListingStatusText {
    let strings: Localizer<ProductListingStringKey>
    let money: MoneyText

    func lines(_ page: ProductListingPageDomainModel) -> [String] {
        (filtersLine(page).map { [$0] } ?? []) + [statusLine(page)]
    }

    private func statusLine(_ page: ProductListingPageDomainModel) -> String {
        var parts = [
            strings.text(.listPage, ["page": String(page.pagination.page), "pages": String(max(page.pagination.pages, 1))]),
            strings.plural(.listProductCount, count: page.pagination.total),
            strings.text(Self.sortKey(page.query.sort)),
        ]
        if page.query.isSearching { parts.append(strings.text(.listSearching, ["text": page.query.searchText])) }
        if let freshness = page.freshness.statusText(strings) { parts.append(freshness) }
        return parts.joined(separator: " · ")
    }

    /// "Filters: brand Café Crème, Ondine · colour Black · price £20.00 – £50.00"; `nil` with no filters.
    private func filtersLine(_ page: ProductListingPageDomainModel) -> String? {
        var parts: [String] = []
        for kind in [ProductFilterKindDomainModel.brand, .colour, .size] {
            let names = page.selectedFilterNames[kind] ?? page.query.filters.ids(kind)
            if !names.isEmpty { parts.append(ProductFilterNames.filterName(kind, strings) + " " + names.joined(separator: ", ")) }
        }
        if let price = page.query.filters.price {
            parts.append(
                ProductFilterNames.filterName(.price, strings) + " "
                    + ProductPriceRangeText(money: money, strings: strings).text(price))
        }
        guard !parts.isEmpty else { return nil }
        return strings.text(.listFilters, ["filters": parts.joined(separator: " · ")])
    }

    static func sortKey(_ sort: ProductListingSortDomainModel) -> ProductListingStringKey {
        switch sort {
        case .newest: return .sortNewest
        case .priceAscending: return .sortPriceAscending
        case .priceDescending: return .sortPriceDescending
        case .nameAscending: return .sortNameAscending
        case .nameDescending: return .sortNameDescending
        case .relevance: return .sortRelevance
        }
    }
}

/// What each filter is called in the app language.
enum ProductFilterNames {
    /// In a sentence: "brand".
    static func filterName(_ kind: ProductFilterKindDomainModel, _ strings: Localizer<ProductListingStringKey>) -> String {
        switch kind {
        case .brand: return strings.text(.filterBrand)
        case .colour: return strings.text(.filterColour)
        case .size: return strings.text(.filterSize)
        case .price: return strings.text(.filterPrice)
        }
    }

    /// As a heading: "Brand".
    static func heading(_ kind: ProductFilterKindDomainModel, _ strings: Localizer<ProductListingStringKey>) -> String {
        switch kind {
        case .brand: return strings.text(.filtersBrand)
        case .colour: return strings.text(.filtersColour)
        case .size: return strings.text(.filtersSize)
        case .price: return strings.text(.filtersPrice)
        }
    }
}
