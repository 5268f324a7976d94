import FeatureKit
import Foundation

/// GodTools' public links to tools and lessons on knowgod.com, read as Tools routes. The forms
/// GodTools' apps open (the scheme `https`, `http` or `godtools`, the host `knowgod.com`):
///
/// - `/{language}/{abbreviation}` and `/{language}/{abbreviation}/{page}`: a tool;
/// - `/{language}/tool/{type}/{abbreviation}` (and a page after it): a tool;
/// - `/{language}/lesson/{abbreviation}` (and a page after it): a lesson;
/// - `/lessons/{abbreviation}` and `/lessons/{abbreviation}/{language}`: a lesson.
///
/// A tool opens in its reader (`tools/{abbreviation}/read`) at the link's page — knowgod.com
/// counts pages from 0, the reader from 1, so `/en/kgp/2` is `tools/kgp/read?page=3&language=en`
/// — in the link's language (`primaryLanguage` when given, else the path's) and its
/// `parallelLanguage`, as GodTools' deep links do; a lesson in its own (`lessons/{abbreviation}`).
public enum KnowGodLinks {
    static let schemes: Set = ["https", "http", "godtools"]
    static let host = "knowgod.com"

    public static func route(for link: URLComponents) -> RouteRequest? {
        guard let scheme = link.scheme?.lowercased(), schemes.contains(scheme), link.host?.lowercased() == host else {
            return nil
        }
        let path = link.percentEncodedPath.split(separator: "/").map { $0.removingPercentEncoding ?? String($0) }
        switch path.count {
        case 2... where path[0].lowercased() == "lessons":
            return RouteRequest(path: ["lessons", path[1]])
        case 3... where path[1].lowercased() == "lesson":
            return RouteRequest(path: ["lessons", path[2]])
        case 4... where path[1].lowercased() == "tool":
            return toolReader(path[3], page: path.count > 4 ? path[4] : nil, language: path[0], link: link)
        case 2...3:
            return toolReader(path[1], page: path.count > 2 ? path[2] : nil, language: path[0], link: link)
        default:
            return nil
        }
    }

    /// The reader's route: the 1-based page of a link's 0-based page when it is a number, and
    /// the link's languages.
    private static func toolReader(_ abbreviation: String, page: String?, language: String, link: URLComponents)
        -> RouteRequest
    {
        func item(_ name: String) -> String? {
            link.queryItems?.last { $0.name == name }?.value.flatMap { $0.isEmpty ? nil : $0 }
        }
        var query: [RouteRequest.QueryItem] = []
        if let index = page.flatMap({ Int($0) }), index >= 0, index < Int.max {
            query.append(.init(name: "page", value: String(index + 1)))
        }
        query.append(.init(name: "language", value: item("primaryLanguage") ?? language))
        if let parallel = item("parallelLanguage") { query.append(.init(name: "parallel", value: parallel)) }
        return RouteRequest(path: ["tools", abbreviation, "read"], query: query)
    }
}
