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
/// A tool opens in its reader (`tools/{abbreviation}/read`), a lesson in its own
/// (`lessons/{abbreviation}`); the link's language and page are not carried over: the reader
/// opens in the languages chosen for the tool, at its first page.
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
            return RouteRequest(path: ["tools", path[3], "read"])
        case 2...3:
            return RouteRequest(path: ["tools", path[1], "read"])
        default:
            return nil
        }
    }
}
