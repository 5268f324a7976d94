import Localization
import ProductListingDomain
import ReplKit

/// Suggestions as `suggest` shows them, numbered from 1 across their sections:
/// searches and brands with their counts, then products as listing rows.
struct ProductSuggestionsText {
    let strings: Localizer<ProductListingStringKey>
    let formatters: AppFormatters
    let rows: ProductRowText

    func lines(_ suggestions: ProductSuggestionsDomainModel) -> [String] {
        let items = ProductSuggestionItem.items(suggestions)
        var lines: [String] = []
        var heading: ProductListingStringKey?
        for (item, line) in zip(items, NumberedList.lines(items.map(row))) {
            if heading != Self.heading(item) {
                heading = Self.heading(item)
                lines.append(strings.text(Self.heading(item)))
            }
            lines.append(line)
        }
        return lines
    }

    private static func heading(_ item: ProductSuggestionItem) -> ProductListingStringKey {
        switch item {
        case .search: .suggestSearches
        case .brand: .suggestBrands
        case .product: .suggestProducts
        }
    }

    private func row(_ item: ProductSuggestionItem) -> String {
        switch item {
        case .search(let keyword): keyword.value + " (" + formatters.number(keyword.results) + ")"
        case .brand(let brand): brand.name + (brand.productCount.map { " (" + formatters.number($0) + ")" } ?? "")
        case .product(let product): rows.row(product)
        }
    }
}
