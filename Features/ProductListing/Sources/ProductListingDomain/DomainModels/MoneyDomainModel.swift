/// An amount of money: minor units (£1.23 is 123) in an ISO 4217 currency.
public struct MoneyDomainModel: Equatable, Sendable {
    public let minorUnits: Int
    public let currencyCode: String

    public init(minorUnits: Int, currencyCode: String) {
        self.minorUnits = minorUnits
        self.currencyCode = currencyCode
    }
}
