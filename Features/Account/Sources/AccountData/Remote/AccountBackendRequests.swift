import Foundation
import Networking

/// The requests of the account backend's protocol, built from its address: JSON bodies for
/// registration, activity and resets, form bodies for OAuth's token and revoke endpoints.
struct AccountBackendRequests: Sendable {
    let baseURL: URL

    func register(name: String, email: String, password: String) -> HTTPRequest {
        json(.post, "auth/register", ["name": name, "email": email, "password": password])
    }

    func passwordGrant(email: String, password: String) -> HTTPRequest {
        form("auth/token", [("grant_type", "password"), ("username", email), ("password", password)])
    }

    func refreshGrant(refreshToken: String) -> HTTPRequest {
        form("auth/token", [("grant_type", "refresh_token"), ("refresh_token", refreshToken)])
    }

    func revoke(refreshToken: String) -> HTTPRequest {
        form("auth/revoke", [("token", refreshToken), ("token_type_hint", "refresh_token")])
    }

    func forgot(email: String) -> HTTPRequest {
        json(.post, "auth/forgot", ["email": email])
    }

    func reset(email: String, code: String, password: String) -> HTTPRequest {
        json(.post, "auth/reset", ["email": email, "code": code, "password": password])
    }

    func me(_ method: HTTPMethod = .get) -> HTTPRequest {
        HTTPRequest(method: method, url: url("me"), headers: accept)
    }

    func activity() -> HTTPRequest {
        HTTPRequest(url: url("me/activity"), headers: accept)
    }

    func addActivity(_ increments: AccountActivityDataModel) -> HTTPRequest {
        HTTPRequest(
            method: .post, url: url("me/activity"), headers: jsonHeaders,
            body: Data(
                #"{"toolOpens":\#(increments.toolOpens),"lessonCompletions":\#(increments.lessonCompletions),"shares":\#(increments.shares)}"#
                    .utf8))
    }

    func wishlist() -> HTTPRequest {
        HTTPRequest(url: url("me/wishlist"), headers: accept)
    }

    func wishlistItem(_ productId: String, _ method: HTTPMethod) -> HTTPRequest {
        let segment = productId.addingPercentEncoding(withAllowedCharacters: Self.pathSegment) ?? ""
        return HTTPRequest(method: method, url: url("me/wishlist/items/" + segment), headers: accept)
    }

    // MARK: - Building

    private static let pathSegment = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
    private var accept: HTTPHeaderFields { ["Accept": "application/json"] }
    private var jsonHeaders: HTTPHeaderFields { ["Accept": "application/json", "Content-Type": "application/json"] }

    /// `path` (already percent-encoded) under the backend's address.
    private func url(_ path: String) -> URL {
        let base = baseURL.absoluteString.hasSuffix("/") ? baseURL.absoluteString : baseURL.absoluteString + "/"
        return URL(string: base + path) ?? baseURL
    }

    private func json(_ method: HTTPMethod, _ path: String, _ fields: [String: String]) -> HTTPRequest {
        let object = JSONValue.object(fields.mapValues(JSONValue.string))
        return HTTPRequest(method: method, url: url(path), headers: jsonHeaders, body: Data(object.jsonText.utf8))
    }

    private func form(_ path: String, _ fields: [(String, String)]) -> HTTPRequest {
        HTTPRequest(
            method: .post, url: url(path),
            headers: ["Accept": "application/json", "Content-Type": "application/x-www-form-urlencoded"],
            body: FormURLEncoding.body(fields))
    }
}
