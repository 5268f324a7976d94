import Localization
import ProductListingDomain

extension ProductListingFailure {
    /// The failure said in the app language.
    func text(_ strings: Localizer<ProductListingStringKey>) -> String {
        switch self {
        case .productNotFound(let styleNumber): return strings.text(.errorProductNotFound, ["styleNumber": styleNumber])
        case .catalogUnavailable: return strings.text(.errorCatalogUnavailable)
        case .couldNotLoad: return strings.text(.errorCouldNotLoad)
        case .serverUnavailable(let problem): return strings.text(.errorServerNothingSaved, ["problem": problem.text(strings)])
        case .unknownFilterValue(let kind, let name): return strings.text(Self.unknownValueKey(kind), ["value": name])
        case .ambiguousFilterValue(_, let name, let matches):
            return strings.text(.errorAmbiguousFilterValue, ["value": name, "matches": matches.joined(separator: ", ")])
        case .invalidPriceRange: return strings.text(.errorInvalidPriceRange)
        case .relevanceNeedsSearch: return strings.text(.errorRelevanceNeedsSearch)
        case .filterCountsUnavailable: return strings.text(.errorFilterCountsUnavailable)
        }
    }

    private static func unknownValueKey(_ kind: ProductFilterKindDomainModel) -> ProductListingStringKey {
        switch kind {
        case .brand: return .errorUnknownBrand
        case .colour: return .errorUnknownFilterColour
        case .size: return .errorUnknownFilterSize
        case .price: return .errorPriceUsage
        }
    }
}
