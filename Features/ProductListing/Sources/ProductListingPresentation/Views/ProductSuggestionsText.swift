import Localization
import ProductListingDomain

/// Suggestions as `suggest` shows them, numbered from 1 across their sections:
/// searches and brands with their counts, then products as listing rows.
struct ProductSuggestionsText {
    let strings: Localizer<ProductListingStringKey>
    let formatters: AppFormatters
    let rows: ProductRowText

    func lines(_ suggestions: ProductSuggestionsDomainModel) -> [String] {
        let row = row
        return SectionedNumberedList.lines([
            .init(heading: strings.text(.suggestSearches), rows: suggestions.keywords.map { row(.search($0)) }),
            .init(heading: strings.text(.suggestBrands), rows: suggestions.brands.map { row(.brand($0)) }),
            .init(heading: strings.text(.suggestProducts), rows: suggestions.products.map { row(.product($0)) }),
        ])
    }

    private func row(_ item: ProductSuggestionItem) -> String {
        switch item {
        case .search(let keyword): keyword.value + " (" + formatters.number(keyword.results) + ")"
        case .brand(let brand): brand.name + (brand.productCount.map { " (" + formatters.number($0) + ")" } ?? "")
        case .product(let product): rows.row(product)
        }
    }
}
