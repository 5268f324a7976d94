import FeatureKit
import Foundation

/// Where the products server is in each service environment: Alfie's GraphQL at the
/// backend's `/graphql`; Alfie has no public products server, so public services leave
/// the shop on the catalog on this device.
enum ProductsServiceAddress {
    static func url(in services: ServiceEnvironment) -> URL? {
        services.url(backendPath: "graphql", publicService: nil)
    }
}
