import FeatureKit
import Foundation

/// Where the GodTools content API is in each service environment: the backend's root, or
/// GodTools' own mobile content API in public services.
enum ToolsServiceAddress {
    static let publicService = URL(string: "https://mobile-content-api.cru.org/")

    static func url(in services: ServiceEnvironment) -> URL? {
        services.url(backendPath: "", publicService: publicService)
    }
}
