import Primitives

extension ControlRoutes {
    /// `GET /_backend/mailbox?to=EMAIL`: the messages sent to the address (every message without
    /// `to`), oldest first: `{"messages":[{"to","subject","body","code","sentAt"}]}`.
    func mail(_ request: BackendRequest) -> BackendResponse {
        let messages = mailbox.messages(to: request.queryValue("to"))
        return .json(
            .object([
                (
                    "messages",
                    .array(
                        messages.map { message in
                            .object([
                                ("to", .string(message.to)), ("subject", .string(message.subject)),
                                ("body", .string(message.body)), ("code", .string(message.code)),
                                ("sentAt", .string(InstantText.string(from: message.sentAt))),
                            ])
                        })
                )
            ]))
    }

    /// `POST /_backend/revoke?email=EMAIL`: signs the account out everywhere — every refresh token
    /// revoked, every access token issued until now refused. 404 when no account has the address.
    func signOutEverywhere(_ request: BackendRequest) async -> BackendResponse {
        guard let email = request.queryValue("email"), !email.isEmpty else {
            return .error("revoke takes ?email=EMAIL", status: 400)
        }
        guard let accounts else { return .error("this backend keeps no accounts", status: 404) }
        do {
            guard try await accounts.get().get().signOutEverywhere(address: email) else {
                return .error("no account has the address \(email)", status: 404)
            }
            return .text("signed \(email) out everywhere\n")
        } catch {
            return .error("the accounts could not be read or written: \(error)", status: 500)
        }
    }
}
