import Localization
import ProductListingDomain

/// One listing row: "Brand · Name · £12.00 · 3 colours", "· out of stock" when none is left.
struct ProductRowText {
    let strings: Localizer<ProductListingStringKey>
    let money: MoneyText

    func row(_ product: ProductSummaryDomainModel) -> String {
        var parts = [product.brandName, product.name, money.price(product.price)]
        if product.colourCount > 1 { parts.append(strings.plural(.rowColourCount, count: product.colourCount)) }
        if product.isOutOfStock { parts.append(strings.text(.rowOutOfStock)) }
        return parts.joined(separator: " · ")
    }
}
