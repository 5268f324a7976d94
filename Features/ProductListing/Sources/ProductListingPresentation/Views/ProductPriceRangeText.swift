import Localization
import ProductListingDomain

/// Price ranges as the app language writes them: "under £25.00",
/// "£25.00 – £49.99", "£200.00 and over".
struct ProductPriceRangeText {
    let money: MoneyText
    let strings: Localizer<ProductListingStringKey>

    /// A price band of the facets: from 0 it reads "under" the next amount.
    func band(_ range: ProductPriceRangeDomainModel) -> String {
        if let maximum = range.maximum, (range.minimum ?? 0) == 0 {
            return strings.text(.priceUnder, ["price": amount(maximum + 1, range)])
        }
        return text(range)
    }

    /// The range a filter keeps.
    func text(_ range: ProductPriceRangeDomainModel) -> String {
        guard let maximum = range.maximum else {
            return strings.text(.priceAndOver, ["price": amount(range.minimum ?? 0, range)])
        }
        return strings.text(.priceRange, ["low": amount(range.minimum ?? 0, range), "high": amount(maximum, range)])
    }

    private func amount(_ minorUnits: Int, _ range: ProductPriceRangeDomainModel) -> String {
        money.money(MoneyDomainModel(minorUnits: minorUnits, currencyCode: range.currencyCode))
    }
}
