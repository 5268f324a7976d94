/// The price facet's values: bands of the lowest price a product is sold at, in minor units.
/// A band's slug is `MIN-MAX`, what a `PRICE` refine sends as its two values.
struct PriceBand: Sendable, Equatable {
    let minimum: Int
    let maximum: Int

    static let all = [
        PriceBand(minimum: 0, maximum: 2_499), PriceBand(minimum: 2_500, maximum: 4_999),
        PriceBand(minimum: 5_000, maximum: 9_999), PriceBand(minimum: 10_000, maximum: 19_999),
        PriceBand(minimum: 20_000, maximum: Int(Int32.max)),
    ]

    var slug: String { "\(minimum)-\(maximum)" }

    /// `£25.00–£49.99`, or `£200.00 and over` for the open band.
    func name(currencyCode: String) -> String {
        let low = MoneyText.format(minimum, currencyCode: currencyCode)
        guard maximum < Int(Int32.max) else { return "\(low) and over" }
        return "\(low)–\(MoneyText.format(maximum, currencyCode: currencyCode))"
    }
}
