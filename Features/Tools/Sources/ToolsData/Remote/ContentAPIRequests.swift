import Foundation

/// The URLs and bodies of the content API's requests, under a base URL that may
/// have a path of its own (`http://host/api/`).
enum ContentAPIRequests {
    static func languages(_ base: URL) -> URL {
        base.appendingPathComponent("languages")
    }

    /// `resources?filter[system]=GodTools&include=latest-translations,attachments`.
    static func resources(_ base: URL) -> URL {
        let url = base.appendingPathComponent("resources")
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url }
        components.queryItems =
            (components.queryItems ?? []) + [
                URLQueryItem(name: "filter[system]", value: "GodTools"),
                URLQueryItem(name: "include", value: "latest-translations,attachments"),
            ]
        return components.url ?? url
    }

    static func file(_ base: URL, named name: String) -> URL {
        base.appendingPathComponent("translations").appendingPathComponent("files").appendingPathComponent(name)
    }

    static func views(_ base: URL) -> URL {
        base.appendingPathComponent("views")
    }

    /// `{"data":{"type":"view","attributes":{"resource_id":"1","quantity":1}}}`.
    static func viewBody(resourceId: String, quantity: Int) -> Data {
        let id = String(decoding: (try? JSONEncoder().encode(resourceId)) ?? Data("\"\"".utf8), as: UTF8.self)
        return Data(#"{"data":{"type":"view","attributes":{"resource_id":\#(id),"quantity":\#(quantity)}}}"#.utf8)
    }
}
