import Localization
import ProductListingDomain
import ReplKit

/// The filters of a listing as `filters` shows them: a heading a filter, then
/// its values flowed along lines, each with the count it would give, the
/// selected ones ticked.
///
///     Filters for 2,000 products
///     Brand
///       Anaïs Paris (53) · ✓ Café Crème (72) · …
///     Price
///       under £25.00 (120) · £25.00 – £49.99 (300) · …
struct ProductFacetsText {
    let columns: Int
    let strings: Localizer<ProductListingStringKey>
    let formatters: AppFormatters
    let money: MoneyText

    func lines(_ facets: ProductListingFacetsDomainModel) -> [String] {
        var lines = [strings.plural(.filtersTitle, count: facets.total)]
        for filter in facets.filters where !filter.values.isEmpty {
            lines.append(ProductFilterNames.heading(filter.kind, strings))
            lines += ColumnText.flowed(filter.values.map(valueText), separator: " · ", indent: "  ", columns: columns)
        }
        return lines + [strings.text(.filtersHint)]
    }

    private func valueText(_ value: ProductFilterValueDomainModel) -> String {
        let name = value.priceRange.map(ProductPriceRangeText(money: money, strings: strings).band) ?? value.name
        return (value.isSelected ? "✓ " : "") + name + " (" + formatters.number(value.count) + ")"
    }
}
