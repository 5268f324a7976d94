import Foundation

/// Builds the URL of a page request to a randomuser.me-compatible endpoint.
enum RandomUserRequestURL {
    /// `endpoint` with the request's query items added: `results`, `page`, `seed` and, where set,
    /// `nat` (lowercase), `gender`, `inc` and `exc` (comma-joined). The endpoint's path and its
    /// other query items stay; an endpoint item with one of these names gives way to the request's.
    /// `nil` when `endpoint` cannot take a query.
    static func url(endpoint: URL, request: ContactsPageRequest) -> URL? {
        guard var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: true) else { return nil }
        let added = queryItems(for: request)
        let addedNames = Set(added.map(\.name))
        let kept = (components.queryItems ?? []).filter { !addedNames.contains($0.name) }
        components.queryItems = kept + added
        return components.url
    }

    /// The query items of `request`, in the API's order.
    static func queryItems(for request: ContactsPageRequest) -> [URLQueryItem] {
        var items = [
            URLQueryItem(name: "results", value: String(request.results)),
            URLQueryItem(name: "page", value: String(request.page)),
            URLQueryItem(name: "seed", value: request.seed),
        ]
        if !request.nationalities.isEmpty {
            let codes = request.nationalities.map { $0.lowercased() }.joined(separator: ",")
            items.append(URLQueryItem(name: "nat", value: codes))
        }
        if let gender = request.gender {
            items.append(URLQueryItem(name: "gender", value: gender))
        }
        if !request.includedFields.isEmpty {
            items.append(URLQueryItem(name: "inc", value: request.includedFields.joined(separator: ",")))
        }
        if !request.excludedFields.isEmpty {
            items.append(URLQueryItem(name: "exc", value: request.excludedFields.joined(separator: ",")))
        }
        return items
    }
}
