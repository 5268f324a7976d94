import Foundation

/// One change the person makes to a listing's filters, in their own words.
public enum ProductListingFilterChangeDomainModel: Equatable, Sendable {
    /// Keep the products having any of the values named so (brand, colour or size names,
    /// case and accents ignored); no names removes that filter.
    case values(ProductFilterKindDomainModel, names: [String])
    /// Keep the products whose price lies between these amounts in the currency's major
    /// unit (20 is £20.00), both included; `nil` leaves that end open. Both `nil` removes the filter.
    case price(minimum: Decimal?, maximum: Decimal?)
    /// Remove every filter (the category and the search stay).
    case clearAll
}
