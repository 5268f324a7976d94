/// `POST /auth/token` (RFC 6749 §4.3, §6): `grant_type=password&username=EMAIL&password=…` or
/// `grant_type=refresh_token&refresh_token=…`, as a form or JSON. 200
/// `{"access_token","token_type":"Bearer","expires_in","refresh_token"}`; 400 `invalid_grant`,
/// `unsupported_grant_type` or `invalid_request`; 429 `too_many_attempts` with `Retry-After`.
/// Every answer carries `Cache-Control: no-store`.
enum TokenRoute {
    static func respond(to request: BackendRequest, service: AccountService) async throws -> BackendResponse {
        var response = try await answer(request, service: service)
        response.headers.append(.init("Cache-Control", "no-store"))
        return response
    }

    private static func answer(_ request: BackendRequest, service: AccountService) async throws -> BackendResponse {
        guard let fields = RequestFields(request) else {
            return AccountResponses.invalidRequest("the body must be a form or a JSON object")
        }
        switch fields.values["grant_type"] {
        case nil, .text(""):
            return AccountResponses.invalidRequest("grant_type is missing")
        case .text("password"):
            guard let username = fields.text("username"), let password = fields.text("password") else {
                return AccountResponses.invalidRequest("the password grant takes username and password")
            }
            return answer(try await service.signIn(username: username, password: password))
        case .text("refresh_token"):
            guard let refreshToken = fields.text("refresh_token") else {
                return AccountResponses.invalidRequest("the refresh_token grant takes refresh_token")
            }
            switch try await service.refresh(refreshToken) {
            case .refreshed(let tokens): return tokensResponse(tokens)
            case .refused(let reason): return AccountResponses.error("invalid_grant", reason, status: 400)
            }
        case .text(let other):
            return AccountResponses.error(
                "unsupported_grant_type", "grant_type \(other) is not taken: password or refresh_token", status: 400)
        case .unusable:
            return AccountResponses.invalidRequest("grant_type must be given once, as text")
        }
    }

    private static func answer(_ outcome: AccountService.SignInOutcome) -> BackendResponse {
        switch outcome {
        case .signedIn(let tokens):
            return tokensResponse(tokens)
        case .refused:
            return AccountResponses.error("invalid_grant", "the email address or password is wrong", status: 400)
        case .locked(let seconds):
            return AccountResponses.error(
                "too_many_attempts",
                "too many failed sign-ins for this email address: try again in \(seconds) seconds", status: 429,
                headers: [.init("Retry-After", String(seconds))])
        }
    }

    private static func tokensResponse(_ tokens: IssuedTokens) -> BackendResponse {
        .json(
            .object([
                ("access_token", .string(tokens.accessToken)), ("token_type", .string("Bearer")),
                ("expires_in", .int(tokens.expiresIn)), ("refresh_token", .string(tokens.refreshToken)),
            ]))
    }
}
