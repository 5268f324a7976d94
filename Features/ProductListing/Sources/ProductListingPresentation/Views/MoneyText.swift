import Foundation
import Localization
import ProductListingDomain

/// Money and prices as the app language writes them, in the money's own currency.
struct MoneyText {
    let formatters: AppFormatters
    let strings: Localizer<ProductListingStringKey>

    func money(_ money: MoneyDomainModel) -> String {
        formatters.currency(minorUnits: money.minorUnits, currencyCode: money.currencyCode)
    }

    /// "£12.00", "from £12.00", "£9.00 (was £12.00)".
    func price(_ price: ProductPriceDomainModel) -> String {
        var text = money(price.current)
        if price.startsFrom { text = strings.text(.priceFrom, ["price": text]) }
        if let was = price.was { text = strings.text(.priceWas, ["price": text, "was": money(was)]) }
        return text
    }
}
