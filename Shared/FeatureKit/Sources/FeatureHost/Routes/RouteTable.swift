import FeatureKit
import Foundation

/// Every route the registered features vend, in their order, and what a typed route or
/// link stands for: a feature's pattern it matches, or the pattern closest to it.
@MainActor
public struct RouteTable {
    /// What a typed route or link resolved to.
    public enum Resolution {
        /// The feature whose pattern the route matches, and how.
        case matched(any FeatureRegistration, RouteMatch)
        /// No pattern matches this route; `closest` is the one it was most likely meant to be.
        case unknownRoute(RouteRequest, closest: FeatureRoute?)
        /// No feature opens this link.
        case unknownLink(String)
        /// Nothing was typed.
        case empty
    }

    public let features: [any FeatureRegistration]

    public init(features: [any FeatureRegistration]) {
        self.features = features
    }

    /// Every registered pattern, feature by feature.
    public var routes: [FeatureRoute] {
        features.flatMap(\.routes)
    }

    /// What `text` stands for: a link (it has a scheme and a host) is first turned into a
    /// route by the feature it belongs to; a route is matched against every pattern.
    public func resolve(_ text: String) -> Resolution {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.contains("://") {
            return resolveLink(trimmed)
        }
        guard let request = RouteRequest(parsing: trimmed) else { return .empty }
        return match(request) ?? .unknownRoute(request, closest: ClosestRoute.to(request, among: routes))
    }

    private func resolveLink(_ text: String) -> Resolution {
        guard let link = URLComponents(string: text), link.scheme != nil, link.host != nil else {
            return .unknownLink(text)
        }
        for feature in features {
            if let request = feature.route(forLink: link), let matched = match(request) {
                return matched
            }
        }
        return .unknownLink(text)
    }

    private func match(_ request: RouteRequest) -> Resolution? {
        for feature in features {
            for route in feature.routes {
                if let found = route.match(request) { return .matched(feature, found) }
            }
        }
        return nil
    }
}
