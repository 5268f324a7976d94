import Foundation

/// Keeps secrets out of what the backend writes down — the request log (`/_backend/requests`)
/// and its own log lines. In a request to the account routes (`/auth/…`, `/me…`), the values of
/// the fields in ``fields``, in a form or JSON body and in the query, become ``placeholder``; a
/// body that starts as JSON but is not JSON is withheld whole. Other routes' requests are kept
/// as sent. The `Authorization` header's value is never written down.
enum SecretRedaction {
    /// What a secret is written as.
    static let placeholder = "********"
    /// The fields whose values are secrets: passwords, tokens and reset codes.
    static let fields: Set<String> = ["password", "refresh_token", "token", "code", "access_token"]

    /// Whether requests for `path` may carry secrets.
    static func applies(to path: String) -> Bool {
        AccountRoutes.handles(path)
    }

    /// The request's target (path and query, not decoded) with secret query values replaced.
    static func target(of request: BackendRequest) -> String {
        guard applies(to: request.path), let question = request.target.firstIndex(of: "?") else { return request.target }
        let query = request.target[request.target.index(after: question)...]
        return String(request.target[...question]) + form(String(query))
    }

    /// The request's body with secret values replaced.
    static func body(of request: BackendRequest) -> [UInt8] {
        guard applies(to: request.path), !request.body.isEmpty else { return request.body }
        let first = request.body.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else {
            return Array(form(String(decoding: request.body, as: UTF8.self)).utf8)
        }
        guard (try? JSONSerialization.jsonObject(with: Data(request.body))) != nil else { return Array(placeholder.utf8) }
        return JSONSecretScanner(request.body, hiding: fields, with: placeholder).redacted()
    }

    /// `application/x-www-form-urlencoded` text with the secret fields' values replaced, the
    /// rest as it was.
    static func form(_ text: String) -> String {
        text.split(separator: "&", omittingEmptySubsequences: false).map { pair in
            let name = pair.prefix { $0 != "=" }
            let decoded = name.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(name)
            return fields.contains(decoded) ? "\(name)=\(placeholder)" : String(pair)
        }.joined(separator: "&")
    }
}
