import BackendKit
import Foundation

/// One request the load run repeats.
struct LoadTarget: Sendable {
    let method: String
    let path: String
    let body: String?
    /// What the table calls it, when not the path.
    var name: String?
    /// An answer with GraphQL `errors` counts as a failure.
    var isGraphQL = false

    /// What the table calls it (the path, or a pattern of it).
    var label: String {
        if let name { return "\(method) \(path) \(name)" }
        return path.hasPrefix("/translations/files/") ? "\(method) /translations/files/{sha}.xml" : "\(method) \(path)"
    }

    /// The routes measured: a page of contacts, a large page, the content API's documents, a
    /// file, a view, and the product API's listings and product.
    static func all() async -> [LoadTarget] {
        await restRoutes() + GraphQLLoadTargets.all
    }

    private static func restRoutes() async -> [LoadTarget] {
        let manifest = await BackendProbe.firstManifestName()
        return [
            LoadTarget(method: "GET", path: "/api/?results=20&page=1&seed=mosaic", body: nil),
            LoadTarget(method: "GET", path: "/api/?results=500&page=1&seed=mosaic", body: nil),
            LoadTarget(method: "GET", path: "/languages", body: nil),
            LoadTarget(
                method: "GET", path: "/resources?filter[system]=GodTools&include=latest-translations,attachments", body: nil),
            LoadTarget(method: "GET", path: "/resources/1?include=latest-translations,attachments", body: nil),
            LoadTarget(method: "GET", path: "/translations/files/\(manifest)", body: nil),
            LoadTarget(
                method: "POST", path: "/views",
                body: #"{"data":{"type":"view","attributes":{"resource_id":"1","quantity":1}}}"#
            ),
        ]
    }

    /// Whether `url`'s host is loopback: the load run sends traffic nowhere else.
    static func isLoopback(_ url: String) -> Bool {
        guard let host = URLComponents(string: url)?.host else { return false }
        return host == "localhost" || PeerAddress.isLoopback(host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")))
    }
}

/// What the load run asks of the backend's content.
enum BackendProbe {
    static func firstManifestName() async -> String {
        let request = BackendRequest(target: "/resources/1?include=latest-translations")
        guard case .respond(let response) = await Backend().handle(request).action,
            let match = response.text.firstMatch(of: #/"manifest-name":"([0-9a-f]{64}\.xml)"/#)
        else { return "missing.xml" }
        return String(match.output.1)
    }
}
