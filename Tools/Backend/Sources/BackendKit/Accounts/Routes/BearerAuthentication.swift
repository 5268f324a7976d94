import Foundation

/// Reads the access token of a request to a `/me` route (RFC 6750 §2.1, `Authorization: Bearer
/// TOKEN`) and finds its account. Refused: 401 `{"error":"invalid_token",…}` with
/// `WWW-Authenticate: Bearer error="invalid_token"` for a token that is malformed, forged,
/// expired or revoked; with `WWW-Authenticate: Bearer realm="mosaic"` alone when the request has
/// no bearer token at all (§3.1: no error code then).
enum BearerAuthentication {
    static let realm = "mosaic"

    static func account(for request: BackendRequest, service: AccountService) async throws
        -> Result<Account, RefusedBearer>
    {
        guard let token = bearerToken(of: request) else {
            return .failure(RefusedBearer(challenge: "Bearer realm=\"\(realm)\"", description: "an access token is needed"))
        }
        switch try await service.account(forAccessToken: token) {
        case .success(let account):
            return .success(account)
        case .failure(let refusal):
            return .failure(RefusedBearer(challenge: "Bearer error=\"invalid_token\"", description: refusal.description))
        }
    }

    /// The token after `Bearer ` (the scheme in any case); an empty string for `Bearer` with none,
    /// nil when there is no `Authorization` or it names another scheme.
    static func bearerToken(of request: BackendRequest) -> String? {
        guard let value = request.header("Authorization") else { return nil }
        let parts = value.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard let scheme = parts.first, scheme.lowercased() == "bearer" else { return nil }
        return parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
    }
}

/// A request to a `/me` route that its access token does not let in: its 401.
struct RefusedBearer: Error, Equatable {
    let challenge: String
    let description: String

    var response: BackendResponse {
        AccountResponses.error("invalid_token", description, status: 401, headers: [.init("WWW-Authenticate", challenge)])
    }
}
