/// `POST /auth/revoke` (RFC 7009): `token=…` (and `token_type_hint`, which is not needed: a token
/// is looked for as a refresh token, then as an access token), as a form or JSON. Revokes the
/// sign-in the token belongs to — every refresh token of its family and the access tokens issued
/// in it. 200 with no body, for a token not known too; 400 `invalid_request` without a token.
enum RevokeRoute {
    static func respond(to request: BackendRequest, service: AccountService) async throws -> BackendResponse {
        guard let fields = RequestFields(request), let token = fields.text("token") else {
            return AccountResponses.invalidRequest("revoke takes token")
        }
        try await service.revoke(token)
        return BackendResponse(status: 200, headers: [.init("Cache-Control", "no-store")])
    }
}
