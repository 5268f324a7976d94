import Primitives

/// The answers the account routes share: errors as OAuth 2.0 writes them, an account, no content.
enum AccountResponses {
    /// `{"error": code, "error_description": description}`.
    static func error(_ code: String, _ description: String, status: Int, headers: [BackendResponse.Header] = [])
        -> BackendResponse
    {
        var response = BackendResponse.json(
            .object([("error", .string(code)), ("error_description", .string(description))]), status: status)
        response.headers += headers
        return response
    }

    /// 400 `invalid_request`: a field missing or not what it must be.
    static func invalidRequest(_ description: String) -> BackendResponse {
        error("invalid_request", description, status: 400)
    }

    /// 405 naming the methods the path takes.
    static func methodNotAllowed(_ request: BackendRequest, allowed: [String]) -> BackendResponse {
        error(
            "method_not_allowed", "\(request.method) is not taken at \(request.path)", status: 405,
            headers: [.init("Allow", allowed.joined(separator: ", "))])
    }

    static func notFound(_ request: BackendRequest) -> BackendResponse {
        error("not_found", "nothing is served at \(request.path)", status: 404)
    }

    /// 500, when the accounts' storage failed.
    static func serverError() -> BackendResponse {
        error("server_error", "the accounts could not be read or written", status: 500)
    }

    static func noContent() -> BackendResponse {
        BackendResponse(status: 204)
    }

    /// `{"id","name","email","memberSince"}`.
    static func account(_ account: Account, status: Int = 200) -> BackendResponse {
        .json(
            .object([
                ("id", .string(account.id)), ("name", .string(account.name)), ("email", .string(account.email)),
                ("memberSince", .string(InstantText.string(from: account.memberSince))),
            ]), status: status)
    }
}
