import Foundation

/// Reads `productListing`'s arguments into the catalog's selection and order, refusing
/// values that cannot be served with a message that says why.
enum AlfieListingSelection {
    static let maximumLimit = 200

    static func validate(_ arguments: AlfieProductListingArguments) throws {
        guard arguments.offset >= 0 else { throw AlfieArgumentError(description: "offset must not be negative") }
        guard (1...maximumLimit).contains(arguments.limit) else {
            throw AlfieArgumentError(description: "limit must be from 1 to \(maximumLimit)")
        }
    }

    /// The selection the arguments ask for; brand values are taken as slugs or ids (`brandSlugs`
    /// says which slugs they name).
    static func selection(
        _ arguments: AlfieProductListingArguments, brandSlugs: ([String]) async throws -> [String]
    ) async throws -> ProductSelection {
        var selection = ProductSelection()
        if let categoryId = arguments.categoryId?.trimmingCharacters(in: .whitespaces), !categoryId.isEmpty {
            selection.categoryId = categoryId
        }
        selection.match = arguments.query.flatMap(SearchText.matchExpression)
        var brands: [String] = []
        for refine in arguments.refine ?? [] {
            switch refine.name {
            case .brand: brands += refine.values
            case .colour: selection.colours += refine.values.map(SearchText.fold)
            case .size: selection.sizes += refine.values
            case .price: selection.price = try priceRange(refine.values)
            }
        }
        if !brands.isEmpty {
            selection.brands = try await brandSlugs(brands)
            if selection.brands.isEmpty { selection.brands = brands }  // none known: nothing matches
        }
        return selection
    }

    static func order(_ arguments: AlfieProductListingArguments, searching: Bool) -> ProductListingOrder {
        switch arguments.sort {
        case .lowToHigh: return .priceAscending
        case .highToLow: return .priceDescending
        case .aToZ: return .nameAscending
        case .zToA: return .nameDescending
        case nil: return searching ? .relevance : .newest
        }
    }

    private static func priceRange(_ values: [String]) throws -> ClosedRange<Int> {
        let bounds = values.compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard values.count == 2, bounds.count == 2, bounds[0] >= 0, bounds[0] <= bounds[1] else {
            throw AlfieArgumentError(
                description: "a PRICE refine takes two whole numbers, [minimum, maximum] in minor units, minimum first")
        }
        return bounds[0]...bounds[1]
    }
}
