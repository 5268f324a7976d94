import GodToolsContentKit

/// The content API's personalization answers, as mobile-content-api gives them:
/// `GET /resources/featured` (`filter[country]`, `filter[lang]`, `filter[resource_type]`, each
/// also read bare as the API does) — the resources featured for that country and language,
/// best first — and `GET /resources/default_order` (`filter[lang]`, `filter[resource_type]`).
/// A country or language with no ranking gets an empty list, as the API does.
struct PersonalizationRoutes: Sendable {
    static let featuredPath = "/resources/featured"
    static let defaultOrderPath = "/resources/default_order"

    let rankings: GeneratedRankings
    let resourceTypes: [String: String]

    init(content: GeneratedContent) {
        rankings = content.rankings
        resourceTypes = Dictionary(uniqueKeysWithValues: content.resources.map { ($0.id, $0.type) })
    }

    func handles(_ path: String) -> Bool {
        path == Self.featuredPath || path == Self.defaultOrderPath
    }

    func respond(to request: BackendRequest) -> BackendResponse {
        guard request.method == "GET" else {
            return JSONAPIResponses.error("\(request.method) \(request.path) is not served", status: 404)
        }
        let language = Self.filter("lang", request)?.lowercased()
        let ids: [String]
        if request.path == Self.featuredPath {
            ids = featured(country: Self.filter("country", request), language: language)
        } else {
            ids =
                language.map { rankings.defaultOrder[$0] ?? [] }
                ?? rankings.defaultOrder.keys.sorted().flatMap { rankings.defaultOrder[$0] ?? [] }
        }
        let type = Self.filter("resource_type", request)?.lowercased()
        let kept = type.map { type in ids.filter { resourceTypes[$0] == type } } ?? ids
        return JSONAPIResponses.document(GeneratedRankings.document(resourceIds: kept))
    }

    /// The featured resources for what is given; a filter left out matches every ranking, as the API's query does.
    private func featured(country: String?, language: String?) -> [String] {
        let keys = rankings.featured.keys
            .filter { key in
                (country.map { key.country == $0.lowercased() } ?? true) && (language.map { key.language == $0 } ?? true)
            }
            .sorted { ($0.country, $0.language) < ($1.country, $1.language) }
        var seen: Set<String> = []
        return keys.flatMap { rankings.featured[$0] ?? [] }.filter { seen.insert($0).inserted }
    }

    /// `filter[name]`, else the bare `name`, as the API reads them; empty counts as not given.
    private static func filter(_ name: String, _ request: BackendRequest) -> String? {
        let value = request.queryValue("filter[\(name)]") ?? request.queryValue(name)
        return value?.isEmpty == false ? value : nil
    }
}
