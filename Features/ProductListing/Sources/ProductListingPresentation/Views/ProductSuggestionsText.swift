import Localization
import ProductListingDomain

/// Suggestions as `suggest` shows them: searches and brands with their counts,
/// then products as listing rows.
struct ProductSuggestionsText {
    let strings: Localizer<ProductListingStringKey>
    let formatters: AppFormatters
    let rows: ProductRowText

    func lines(_ suggestions: ProductSuggestionsDomainModel) -> [String] {
        guard !suggestions.isEmpty else { return [strings.text(.suggestNone, ["text": suggestions.text])] }
        var lines = [strings.text(.suggestTitle, ["text": suggestions.text])]
        if !suggestions.keywords.isEmpty {
            lines.append(strings.text(.suggestSearches))
            lines += suggestions.keywords.map { "  " + $0.value + " (" + formatters.number($0.results) + ")" }
        }
        if !suggestions.brands.isEmpty {
            lines.append(strings.text(.suggestBrands))
            lines += suggestions.brands.map { brand in
                "  " + brand.name + (brand.productCount.map { " (" + formatters.number($0) + ")" } ?? "")
            }
        }
        if !suggestions.products.isEmpty {
            lines.append(strings.text(.suggestProducts))
            lines += suggestions.products.map { "  " + rows.row($0) }
        }
        return lines
    }
}
