import FeatureKit
import Foundation

/// Where the contact book is in each service environment: randomuser.me's API under the
/// backend's `/api/`, the real randomuser.me in public services, the bundled set otherwise.
enum ContactsServiceAddress {
    static let publicService = URL(string: "https://randomuser.me/api/1.4/")

    static func url(in services: ServiceEnvironment) -> URL? {
        services.url(backendPath: "api/", publicService: publicService)
    }
}
