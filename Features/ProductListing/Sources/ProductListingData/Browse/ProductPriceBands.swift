import Localization

/// The price bands the price facet counts in: under 25, 25 to 50, 50 to 100,
/// 100 to 200 and 200 or more in the currency's major unit, each an inclusive
/// range of minor units that does not overlap the next (25.00 to 49.99).
struct ProductPriceBands {
    static let majorBounds = [25, 50, 100, 200]

    let ranges: [ClosedRange<Int>]

    init(currencyCode: String) {
        var unit = 1
        for _ in 0..<CurrencyMinorUnits.digits(for: currencyCode) { unit *= 10 }
        let bounds = Self.majorBounds.map { $0 * unit }
        var lower = 0
        var ranges: [ClosedRange<Int>] = []
        for bound in bounds {
            ranges.append(lower...(bound - 1))
            lower = bound
        }
        ranges.append(lower...Int.max)
        self.ranges = ranges
    }

    /// The band holding `price` (minor units).
    func band(of price: Int) -> Int {
        ranges.firstIndex { $0.contains(price) } ?? 0
    }

    /// A band's id, as the minor units of its ends: `2500-4999`, `20000-` for the open top band.
    static func id(of range: ClosedRange<Int>) -> String {
        range.upperBound == Int.max ? "\(range.lowerBound)-" : "\(range.lowerBound)-\(range.upperBound)"
    }

    /// The range a band id names, or `nil` when it names none.
    static func range(ofId id: String) -> ClosedRange<Int>? {
        let parts = id.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let lower = Int(parts[0]) else { return nil }
        if parts[1].isEmpty { return lower...Int.max }
        guard let upper = Int(parts[1]), upper >= lower else { return nil }
        return lower...upper
    }
}
