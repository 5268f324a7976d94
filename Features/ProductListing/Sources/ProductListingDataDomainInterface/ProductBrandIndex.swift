import ProductListingData
import ProductListingDomain

/// Brands as Alfie's brands screen files them: under the first letter of their name with
/// accents and strokes folded as product searches fold them ("Émile" under E, "Łucja" under
/// L), names that start with anything else under "#", last. A search matches a brand when its
/// folded name holds the folded text, so "soren" finds Søren & Co.
public struct ProductBrandIndex: ProductBrandIndexInterface {
    static let otherHeading = "#"

    public init() {}

    public func groups(of brands: [ProductBrandDomainModel], matching text: String) -> [ProductBrandGroupDomainModel] {
        let wanted = ProductSearchKey.make(text)
        let matching = wanted.isEmpty ? brands : brands.filter { ProductSearchKey.make($0.name).contains(wanted) }
        var headings: [String] = []
        var byHeading: [String: [ProductBrandDomainModel]] = [:]
        for brand in matching {
            let heading = Self.heading(brand.name)
            if byHeading[heading] == nil { headings.append(heading) }
            byHeading[heading, default: []].append(brand)
        }
        let ordered = headings.filter { $0 != Self.otherHeading } + headings.filter { $0 == Self.otherHeading }
        return ordered.map { ProductBrandGroupDomainModel(heading: $0, brands: byHeading[$0] ?? []) }
    }

    static func heading(_ name: String) -> String {
        guard let first = ProductSearchKey.make(name).first, first.isLetter else { return otherHeading }
        return String(first).uppercased()
    }
}
