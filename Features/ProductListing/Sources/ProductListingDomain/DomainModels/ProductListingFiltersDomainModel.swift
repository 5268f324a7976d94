/// What narrows a listing, as Alfie's `refine`: the values of one filter are
/// OR-ed, the filters AND-ed. Values are the ids the facets give
/// (``ProductFilterValueDomainModel/id``), prices minor units.
public struct ProductListingFiltersDomainModel: Equatable, Sendable {
    /// `BRAND` values.
    public var brandIds: [String]
    /// `COLOUR` values.
    public var colourIds: [String]
    /// `SIZE` values.
    public var sizes: [String]
    /// `PRICE`: the lowest price of a product between these bounds.
    public var price: ProductPriceRangeDomainModel?

    public init(
        brandIds: [String] = [], colourIds: [String] = [], sizes: [String] = [], price: ProductPriceRangeDomainModel? = nil
    ) {
        self.brandIds = brandIds
        self.colourIds = colourIds
        self.sizes = sizes
        self.price = price
    }

    public var isEmpty: Bool {
        brandIds.isEmpty && colourIds.isEmpty && sizes.isEmpty && price == nil
    }

    /// The ids selected for a name-valued filter (`brand`, `colour`, `size`); empty for `price`.
    public func ids(_ kind: ProductFilterKindDomainModel) -> [String] {
        switch kind {
        case .brand: return brandIds
        case .colour: return colourIds
        case .size: return sizes
        case .price: return []
        }
    }

    /// The filters with `kind`'s ids replaced by `ids`.
    public func with(_ kind: ProductFilterKindDomainModel, ids: [String]) -> ProductListingFiltersDomainModel {
        var changed = self
        switch kind {
        case .brand: changed.brandIds = ids
        case .colour: changed.colourIds = ids
        case .size: changed.sizes = ids
        case .price: break
        }
        return changed
    }
}

/// A price range in minor units, both ends included; an open end is `nil`.
/// Alfie's `PRICE` refine sends it as two values, `[minimum, maximum]`.
public struct ProductPriceRangeDomainModel: Equatable, Sendable {
    public let minimum: Int?
    public let maximum: Int?
    /// The currency the bounds are in.
    public let currencyCode: String

    public init(minimum: Int?, maximum: Int?, currencyCode: String) {
        self.minimum = minimum
        self.maximum = maximum
        self.currencyCode = currencyCode
    }
}

/// The filters a listing has (Alfie's `ProductFilterType`).
public enum ProductFilterKindDomainModel: String, CaseIterable, Equatable, Sendable {
    case brand
    case colour
    case size
    case price
}
