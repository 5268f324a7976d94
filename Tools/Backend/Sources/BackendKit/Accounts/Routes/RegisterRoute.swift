import Foundation

/// `POST /auth/register` `{"name","email","password"}`: 201 with the new account; 400
/// `invalid_request` for a field missing or wrong, 422 `weak_password`, 422 `email_taken`.
enum RegisterRoute {
    static let maximumNameLength = 200

    static func respond(to request: BackendRequest, service: AccountService) async throws -> BackendResponse {
        guard let fields = RequestFields(request) else {
            return AccountResponses.invalidRequest("the body must be a JSON object with name, email and password")
        }
        let name = fields.text("name")?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        guard !name.isEmpty, name.count <= maximumNameLength else {
            return AccountResponses.invalidRequest("name must be text of 1 to \(maximumNameLength) characters")
        }
        guard let email = fields.text("email").flatMap(EmailAddress.init) else {
            return AccountResponses.invalidRequest("email must be an email address, such as ada@example.com")
        }
        guard let password = fields.text("password") else {
            return AccountResponses.invalidRequest("password is missing")
        }
        switch PasswordRule.problem(with: password) {
        case .weak(let description):
            return AccountResponses.error("weak_password", description, status: 422)
        case .tooLong(let description):
            return AccountResponses.invalidRequest(description)
        case nil:
            break
        }
        guard let account = try await service.register(name: name, email: email, password: password) else {
            return AccountResponses.error("email_taken", "an account with this email address exists already", status: 422)
        }
        return AccountResponses.account(account, status: 201)
    }
}
