import Foundation
import Localization
import ProductListingDomain

/// A price range typed in the currency's major unit (`price=20-50`) as the minor
/// units a listing filters by, each end rounded to the nearest.
enum TypedPriceRange {
    /// `nil` when both ends are open. Throws `ProductListingError.invalidPriceRange` for a
    /// negative lowest price or a lowest price above the highest.
    static func range(minimum: Decimal?, maximum: Decimal?, currencyCode: String) throws -> ProductPriceRangeDomainModel? {
        guard minimum != nil || maximum != nil else { return nil }
        let digits = CurrencyMinorUnits.digits(for: currencyCode)
        let lower = minimum.map { minorUnits($0, digits: digits) }
        let upper = maximum.map { minorUnits($0, digits: digits) }
        if let lower, lower < 0 { throw ProductListingError.invalidPriceRange }
        if let lower, let upper, lower > upper { throw ProductListingError.invalidPriceRange }
        return ProductPriceRangeDomainModel(minimum: lower, maximum: upper, currencyCode: currencyCode)
    }

    /// `amount` in the currency's major unit as minor units, rounded to the nearest.
    private static func minorUnits(_ amount: Decimal, digits: Int) -> Int {
        var scaled = amount
        for _ in 0..<digits { scaled *= 10 }
        var rounded = Decimal()
        NSDecimalRound(&rounded, &scaled, 0, .plain)
        return NSDecimalNumber(decimal: rounded).intValue
    }
}
