import Primitives

/// A product's prices: one for every variant, or more for its largest sizes;
/// sometimes on sale with the price before.
struct VariantPricing {
    let base: Int
    let largeSizeSurcharge: Int
    let largeSizesFrom: Int
    let discountPercent: Int

    static func draw(_ profile: CategoryProfile, sizes: [String], random: inout SeededDraws) -> VariantPricing {
        let base = roundedToFiftyPence(random.int(in: profile.pricePence))
        let surcharge = sizes.count >= 3 && random.chance(percent: 20) ? roundedToFiftyPence(base / 10) : 0
        let discount = random.chance(percent: 15) ? random.pick([20, 25, 30, 40, 50]) : 0
        return VariantPricing(
            base: base, largeSizeSurcharge: surcharge, largeSizesFrom: max(sizes.count - 2, 0), discountPercent: discount)
    }

    /// The price of the variant in the size at `position` of the product's size run.
    func price(forSizeAt position: Int) -> CatalogPrice {
        let full = base + (position >= largeSizesFrom ? largeSizeSurcharge : 0)
        guard discountPercent > 0 else { return CatalogPrice(amount: money(full), was: nil) }
        let now = Self.roundedToFiftyPence(full * (100 - discountPercent) / 100)
        return CatalogPrice(amount: money(now), was: money(full))
    }

    private func money(_ pence: Int) -> CatalogMoney {
        CatalogMoney(amount: pence, currencyCode: ProductCatalogGenerator.currencyCode, amountFormatted: nil)
    }

    private static func roundedToFiftyPence(_ pence: Int) -> Int {
        max(50, (pence + 25) / 50 * 50)
    }
}
