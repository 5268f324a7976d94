import Foundation

/// The fake backend's `/auth/…` routes.
extension FakeAccountBackend {
    func register(_ request: Request) -> Answer {
        let fields = Self.jsonFields(request.body)
        guard let name = fields["name"], let email = fields["email"], let password = fields["password"], !name.isEmpty,
            email.contains("@")
        else { return .error(400, "invalid_request") }
        guard password.count >= 8 else { return .error(422, "weak_password") }
        return state.withLock { state in
            guard state.accounts[email.lowercased()] == nil else { return .error(422, "email_taken") }
            let account = FakeAccountBackendState.Account(
                id: "acc-\(state.accounts.count + 1)", name: name, email: email, password: password, memberSince: now())
            state.accounts[email.lowercased()] = account
            return Answer(status: 201, body: Self.accountJSON(account))
        }
    }

    func token(_ request: Request) -> Answer {
        let form = Self.formFields(request.body)
        switch form["grant_type"] {
        case "password":
            return passwordGrant(email: form["username"] ?? "", password: form["password"] ?? "")
        case "refresh_token":
            return refreshGrant(form["refresh_token"] ?? "")
        case nil:
            return .error(400, "invalid_request")
        default:
            return .error(400, "unsupported_grant_type")
        }
    }

    private func passwordGrant(email: String, password: String) -> Answer {
        state.withLock { state in
            let key = email.lowercased()
            guard state.failedSignIns[key, default: 0] < 5 else {
                var answer = Answer.error(429, "too_many_attempts")
                answer.headers["Retry-After"] = "600"
                return answer
            }
            guard let account = state.accounts[key], account.password == password else {
                state.failedSignIns[key, default: 0] += 1
                return .error(400, "invalid_grant")
            }
            state.failedSignIns[key] = 0
            let tokens = state.issueTokens(for: key)
            return Self.tokenAnswer(access: tokens.access, refresh: tokens.refresh, lowercase: state.tokenTypeLowercase)
        }
    }

    private func refreshGrant(_ refreshToken: String) -> Answer {
        state.withLock { state in
            state.refreshCount += 1
            guard let email = state.refreshTokens[refreshToken], state.accounts[email] != nil else {
                return .error(400, "invalid_grant")
            }
            state.issued += 1
            let access = "access-\(state.issued)"
            state.accessTokens[access] = email
            guard !state.refreshOmitsRefreshToken else {
                return Self.tokenAnswer(access: access, refresh: nil, lowercase: state.tokenTypeLowercase)
            }
            let refresh = "refresh-\(state.issued)"
            state.refreshTokens[refreshToken] = nil
            state.refreshTokens[refresh] = email
            return Self.tokenAnswer(access: access, refresh: refresh, lowercase: state.tokenTypeLowercase)
        }
    }

    func revoke(_ request: Request) -> Answer {
        let token = Self.formFields(request.body)["token"] ?? ""
        state.withLock { state in
            if let email = state.refreshTokens.removeValue(forKey: token) {
                state.accessTokens = state.accessTokens.filter { $0.value != email }
            }
        }
        return Answer(status: 200, body: "{}")
    }

    func forgot(_ request: Request) -> Answer {
        guard let email = Self.jsonFields(request.body)["email"] else { return .error(400, "invalid_request") }
        state.withLock { state in
            if state.accounts[email.lowercased()] != nil { state.resetCodes[email.lowercased()] = Self.resetCode }
        }
        return Answer(status: 202, body: "{}")
    }

    func reset(_ request: Request) -> Answer {
        let fields = Self.jsonFields(request.body)
        let email = (fields["email"] ?? "").lowercased()
        return state.withLock { state in
            guard let code = state.resetCodes[email], code == fields["code"] else { return .error(400, "invalid_code") }
            guard let password = fields["password"], password.count >= 8 else { return .error(422, "weak_password") }
            state.accounts[email]?.password = password
            state.resetCodes[email] = nil
            state.failedSignIns[email] = 0
            return Answer(status: 204)
        }
    }

    // MARK: - Bodies

    static func tokenAnswer(access: String, refresh: String?, lowercase: Bool) -> Answer {
        let type = lowercase ? "bearer" : "Bearer"
        let refreshField = refresh.map { #","refresh_token":"\#($0)""# } ?? ""
        return Answer(
            status: 200,
            body: #"{"access_token":"\#(access)","token_type":"\#(type)","expires_in":900\#(refreshField),"scope":"app"}"#)
    }

    static func accountJSON(_ account: FakeAccountBackendState.Account) -> String {
        let fields: [String: Any] = [
            "id": account.id, "name": account.name, "email": account.email,
            "memberSince": account.memberSince.formatted(.iso8601), "plan": "free",
        ]
        return (try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])).map {
            String(decoding: $0, as: UTF8.self)
        } ?? "{}"
    }

    static func jsonFields(_ body: String) -> [String: String] {
        guard let object = try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any] else { return [:] }
        return object.compactMapValues { $0 as? String }
    }

    static func formFields(_ body: String) -> [String: String] {
        var fields: [String: String] = [:]
        for pair in body.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = parts.first?.removingPercentEncoding else { continue }
            fields[name] = parts.count > 1 ? String(parts[1]).removingPercentEncoding : ""
        }
        return fields
    }
}
