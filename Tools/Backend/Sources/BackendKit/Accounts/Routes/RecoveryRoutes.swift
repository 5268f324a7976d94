/// `POST /auth/forgot` `{"email"}`: 202 whether or not an account has the address (a code goes
/// to the mailbox when one does). `POST /auth/reset` `{"email","code","password"}`: 204 with the
/// password set and every token of the account revoked; 400 `invalid_code`, 422 `weak_password`.
enum RecoveryRoutes {
    static func forgot(_ request: BackendRequest, service: AccountService) async throws -> BackendResponse {
        guard let fields = RequestFields(request), let email = fields.text("email") else {
            return AccountResponses.invalidRequest("forgot takes email")
        }
        try await service.sendResetCode(to: email)
        return BackendResponse(status: 202)
    }

    static func reset(_ request: BackendRequest, service: AccountService) async throws -> BackendResponse {
        guard let fields = RequestFields(request), let email = fields.text("email"), let code = fields.text("code"),
            let password = fields.text("password")
        else {
            return AccountResponses.invalidRequest("reset takes email, code and password")
        }
        switch PasswordRule.problem(with: password) {
        case .weak(let description): return AccountResponses.error("weak_password", description, status: 422)
        case .tooLong(let description): return AccountResponses.invalidRequest(description)
        case nil: break
        }
        guard try await service.resetPassword(address: email, code: code, newPassword: password) else {
            return AccountResponses.error(
                "invalid_code", "the code is wrong or too old: ask for a new one at /auth/forgot", status: 400)
        }
        return AccountResponses.noContent()
    }
}
