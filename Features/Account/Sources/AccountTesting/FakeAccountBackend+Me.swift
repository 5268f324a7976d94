import Foundation

/// The fake backend's `/me/…` routes: 401 without a valid bearer token.
extension FakeAccountBackend {
    func me(_ request: Request) -> Answer {
        state.withLock { state in
            guard let account = state.account(authorization: request.headers["authorization"]) else {
                return Answer.unauthorized
            }
            let key = account.email.lowercased()
            let parts = request.path.split(separator: "/").map(String.init)
            switch (request.method, parts) {
            case ("GET", ["me"]):
                return Answer(status: 200, body: Self.accountJSON(account))
            case ("DELETE", ["me"]):
                state.accounts[key] = nil
                state.accessTokens = state.accessTokens.filter { $0.value != key }
                state.refreshTokens = state.refreshTokens.filter { $0.value != key }
                return Answer(status: 204)
            case ("GET", ["me", "activity"]):
                return Answer(status: 200, body: Self.activityJSON(account))
            case ("POST", ["me", "activity"]):
                let increments = Self.counts(request.body)
                state.accounts[key]?.toolOpens += increments["toolOpens", default: 0]
                state.accounts[key]?.lessonCompletions += increments["lessonCompletions", default: 0]
                state.accounts[key]?.shares += increments["shares", default: 0]
                return Answer(status: 200, body: state.accounts[key].map(Self.activityJSON) ?? "{}")
            case ("GET", ["me", "wishlist"]):
                let items = account.wishlist.sorted { $0.key < $1.key }.map {
                    #"{"productId":"\#($0.key)","addedAt":"\#($0.value.formatted(.iso8601))"}"#
                }
                return Answer(status: 200, body: #"{"items":[\#(items.joined(separator: ","))]}"#)
            case ("PUT", _) where parts.count == 4 && parts.starts(with: ["me", "wishlist", "items"]):
                state.accounts[key]?.wishlist[parts[3]] = now()
                return Answer(status: 204)
            case ("DELETE", _) where parts.count == 4 && parts.starts(with: ["me", "wishlist", "items"]):
                state.accounts[key]?.wishlist[parts[3]] = nil
                return Answer(status: 204)
            default:
                return Answer(status: 404, body: #"{"error":"not_found"}"#)
            }
        }
    }

    static func activityJSON(_ account: FakeAccountBackendState.Account) -> String {
        #"{"toolOpens":\#(account.toolOpens),"lessonCompletions":\#(account.lessonCompletions),"shares":\#(account.shares)}"#
    }

    static func counts(_ body: String) -> [String: Int] {
        guard let object = try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any] else { return [:] }
        return object.compactMapValues { $0 as? Int }
    }
}
