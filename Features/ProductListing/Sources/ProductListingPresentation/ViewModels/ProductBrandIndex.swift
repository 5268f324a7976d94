import Localization
import ProductListingDomain

/// Brands as the brands screen lists them: under the first letter of their name, accents
/// folded ("Émile" under E, "Łucja" under L), names that start with anything else under "#", last.
public enum ProductBrandIndex {
    public struct Group: Equatable, Sendable {
        public let heading: String
        public let brands: [ProductBrandDomainModel]
    }

    static let otherHeading = "#"

    /// `brands` (already A to Z) grouped, each group in their order.
    static func groups(_ brands: [ProductBrandDomainModel]) -> [Group] {
        var headings: [String] = []
        var byHeading: [String: [ProductBrandDomainModel]] = [:]
        for brand in brands {
            let heading = heading(brand.name)
            if byHeading[heading] == nil { headings.append(heading) }
            byHeading[heading, default: []].append(brand)
        }
        let ordered = headings.filter { $0 != otherHeading } + headings.filter { $0 == otherHeading }
        return ordered.map { Group(heading: $0, brands: byHeading[$0] ?? []) }
    }

    /// The brands whose name holds `text`, case and accents ignored; all of them for no text.
    static func matching(_ text: String, in brands: [ProductBrandDomainModel]) -> [ProductBrandDomainModel] {
        let wanted = folded(text)
        guard !wanted.isEmpty else { return brands }
        return brands.filter { folded($0.name).contains(wanted) }
    }

    static func heading(_ name: String) -> String {
        guard let first = folded(name).first, first.isLetter else { return otherHeading }
        return String(first).uppercased()
    }

    /// Letters that accents folding keeps, as a person would look them up ("Łucja" under L, "soren" finds Søren).
    private static let plainLetters: [Character: String] = [
        "ø": "o", "ł": "l", "đ": "d", "ß": "ss", "æ": "ae", "œ": "oe", "þ": "th", "ı": "i",
    ]

    /// `text` with case and accents folded, and the letters above written plainly.
    private static func folded(_ text: String) -> String {
        SearchFolding.folded(text).lowercased().reduce(into: "") { result, letter in
            result += plainLetters[letter] ?? String(letter)
        }
    }
}
