import Foundation

/// GodTools' share link form: `https://knowgod.com/{language}/tool/v1/{abbreviation}` for a
/// tract (and any type but these two), `tool/v2` for a choose-your-own-adventure, `lesson`
/// for a lesson; then `/{page}` — the page's 0-based index, left out on the first page —
/// and `?icid=gtshare`, GodTools' share campaign. With a parallel language the query also
/// names both languages, `primaryLanguage` and `parallelLanguage`, as knowgod.com's links do.
enum KnowGodShareLink {
    static func url(
        abbreviation: String, resourceType: String, languageCode: String, pageIndex: Int?, primaryLanguageCode: String,
        parallelLanguageCode: String?
    ) -> String {
        let kind: String =
            switch resourceType {
            case "cyoa": "tool/v2"
            case "lesson": "lesson"
            default: "tool/v1"
            }
        var path = "/" + segment(languageCode) + "/" + kind + "/" + segment(abbreviation)
        if let pageIndex, pageIndex > 0 { path += "/\(pageIndex)" }
        var query = [URLQueryItem(name: "icid", value: "gtshare")]
        if let parallelLanguageCode {
            query += [
                URLQueryItem(name: "primaryLanguage", value: primaryLanguageCode),
                URLQueryItem(name: "parallelLanguage", value: parallelLanguageCode),
            ]
        }
        var components = URLComponents()
        components.scheme = "https"
        components.host = "knowgod.com"
        components.percentEncodedPath = path
        components.queryItems = query
        return components.string ?? "https://knowgod.com" + path
    }

    /// A path segment with anything but unreserved characters percent-encoded.
    private static func segment(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "-._~"))) ?? text
    }
}
