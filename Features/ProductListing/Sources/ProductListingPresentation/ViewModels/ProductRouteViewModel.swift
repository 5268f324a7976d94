import Localization
import ProductListingDomain

/// What following a route to a shop screen found: the product (in a colour) or the listing
/// (filtered, sorted, searched) to show, or why it cannot be shown.
public enum ProductRouteOutcome: Equatable, Sendable {
    case product(ProductRouteDomainModel)
    case listing(ProductListingQueryDomainModel)
    /// Said in the app language.
    case refused(String)
}

/// Follows a route to a product (`products/{styleNumber}?colour=…`) or a listing
/// (`products?brand=…&sort=…`) before any screen is built: the product must be in the shop,
/// and the brand, colour and size names, the sort and the search must make a listing.
@MainActor
public final class ProductRouteViewModel {
    private let openProductRouteUseCase: OpenProductRouteUseCase
    private let filterProductListingUseCase: FilterProductListingUseCase
    private let strings: Localizer<ProductListingStringKey>

    public init(
        openProductRouteUseCase: OpenProductRouteUseCase, filterProductListingUseCase: FilterProductListingUseCase,
        currentAppLanguage: CurrentAppLanguage
    ) {
        self.openProductRouteUseCase = openProductRouteUseCase
        self.filterProductListingUseCase = filterProductListingUseCase
        strings = ProductListingStrings.localizer(currentAppLanguage)
    }

    public func productRouteFollowed(styleNumber: String, colourId: String?) async -> ProductRouteOutcome {
        do {
            return .product(try await openProductRouteUseCase.execute(styleNumber: styleNumber, colourId: colourId))
        } catch {
            return .refused(ProductListingFailure(error).text(strings))
        }
    }

    /// `filters` names brand, colour and size values as the `filter` command does (several split at commas);
    /// `sort` is one of the `sort` command's keys; a search starts in order of relevance.
    public func listingRouteFollowed(
        filters: [ProductFilterKindDomainModel: String], sort: String?, search: String?
    ) async -> ProductRouteOutcome {
        var query = ProductListingQueryDomainModel()
        if let search {
            query.searchText = search
            query.sort = .relevance
        }
        if let sort {
            guard let order = ProductListingSortDomainModel(rawValue: sort.lowercased()) else {
                return .refused(strings.text(.errorUnknownSort))
            }
            guard order != .relevance || query.isSearching else {
                return .refused(ProductListingFailure.relevanceNeedsSearch.text(strings))
            }
            query.sort = order
        }
        let changes = [ProductFilterKindDomainModel.brand, .colour, .size].compactMap { kind in
            filters[kind].map { ProductListingFilterChangeDomainModel.values(kind, names: Self.names($0)) }
        }
        do {
            return .listing(try await filterProductListingUseCase.execute(changes, in: query).query)
        } catch {
            return .refused(ProductListingFailure(error).text(strings))
        }
    }

    private static func names(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
