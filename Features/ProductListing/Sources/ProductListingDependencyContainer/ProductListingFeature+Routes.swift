import FeatureKit
import Foundation
import Navigation
import ProductListingDataDomainInterface
import ProductListingDomain
import ProductListingPresentation

/// The routes of the shop's screens, each over the screens a person passes on the way: the
/// listing (filtered, sorted or searched by its query), the categories and the brands over
/// it, a product's details over it (in a colour), the bag and the wishlist. The shop's shared
/// web links (Alfie's `/product/…`, `/shop`, `/brand`, `/bag`, `/wishlist`) open the same screens.
/// While the `wishlist` toggle is off, the wishlist's route (and link) stays known but says that
/// the wishlist is not available.
extension ProductListingFeature {
    public nonisolated static let listingRoute = FeatureRoute("products?brand&colour&size&sort&search")
    public nonisolated static let categoriesRoute = FeatureRoute("products/categories")
    public nonisolated static let brandsRoute = FeatureRoute("products/brands")
    public nonisolated static let productRoute = FeatureRoute("products/{styleNumber}?colour")
    public nonisolated static let bagRoute = FeatureRoute("bag")
    public nonisolated static let wishlistRoute = FeatureRoute("wishlist")

    /// The categories and brands come before a product's route, whose style number would take their words.
    public var routes: [FeatureRoute] {
        [Self.listingRoute, Self.categoriesRoute, Self.brandsRoute, Self.productRoute, Self.bagRoute, Self.wishlistRoute]
    }

    public func route(forLink link: URLComponents) -> RouteRequest? {
        guard let text = link.string else { return nil }
        switch ProductWebLinks().shopPage(linkedBy: text) {
        case .product(let linked):
            return RouteRequest(
                path: ["products", linked.styleNumber],
                query: linked.colourId.map { [RouteRequest.QueryItem(name: "colour", value: $0)] } ?? [])
        case .listing: return RouteRequest(path: ["products"])
        case .brands: return RouteRequest(path: ["products", "brands"])
        case .bag: return RouteRequest(path: ["bag"])
        case .wishlist: return RouteRequest(path: ["wishlist"])
        case nil: return nil
        }
    }

    public func openRoute(_ match: RouteMatch, navigation: NavigationStack) async -> RouteOpening {
        if let refusal = refusalWhileToggledOff(match.route) { return .refused(refusal) }
        let outcome: ProductRouteOutcome
        switch match.route {
        case Self.productRoute:
            outcome = await diContainer.makeProductRouteViewModel().productRouteFollowed(
                styleNumber: match["styleNumber"] ?? "", colourId: match["colour"])
        case Self.listingRoute where !match.query.isEmpty:
            let filters = [ProductFilterKindDomainModel.brand, .colour, .size].reduce(into: [:]) { found, kind in
                found[kind] = match[kind.rawValue]
            }
            outcome = await diContainer.makeProductRouteViewModel().listingRouteFollowed(
                filters: filters, sort: match["sort"], search: match["search"])
        default:
            return .flow(flow(startingAt: Self.start(at: match.route), navigation: navigation))
        }
        switch outcome {
        case .product(let product):
            return .flow(
                flow(
                    startingAt: .productDetails(styleNumber: product.styleNumber, colourId: product.colourId),
                    navigation: navigation))
        case .listing(let query): return .flow(flow(startingAt: .filteredListing(query), navigation: navigation))
        case .refused(let message): return .refused(message)
        }
    }

    private static func start(at route: FeatureRoute) -> ProductListingFlow.Start {
        switch route {
        case categoriesRoute: .categories
        case brandsRoute: .brands
        case bagRoute: .bag
        case wishlistRoute: .wishlist
        default: .listing
        }
    }

    private func flow(startingAt start: ProductListingFlow.Start, navigation: NavigationStack) -> Flow {
        ProductListingFlow(diContainer: diContainer, navigation: navigation, start: start)
    }
}
