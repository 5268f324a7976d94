/// Brands under one heading of the brands list: a letter, or "#" for names that start with
/// anything else.
public struct ProductBrandGroupDomainModel: Equatable, Sendable {
    public let heading: String
    public let brands: [ProductBrandDomainModel]

    public init(heading: String, brands: [ProductBrandDomainModel]) {
        self.heading = heading
        self.brands = brands
    }
}
