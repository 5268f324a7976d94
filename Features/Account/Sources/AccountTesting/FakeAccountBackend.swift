import Foundation
import Networking
import SystemKit

/// The account backend's protocol (`/auth/…`, `/me/…`) answered in this process, as an
/// `HTTPTransport`: what the feature's tests and its Demo's `--fake` talk to. Accounts, tokens,
/// activity and wishlists are held in memory; a password shorter than eight characters is weak;
/// five failed sign-ins in a row get 429; the reset code sent is always ``resetCode``. Every
/// request is recorded; tests can expire the access tokens, revoke every session, or take the
/// backend down (`unreachable`) and back.
public final class FakeAccountBackend: HTTPTransport, Sendable {
    /// A request as received: method, path, headers (names lower case) and body.
    public struct Request: Sendable, Equatable {
        public let method: String
        public let url: URL
        public let headers: [String: String]
        public let body: String

        public var path: String { url.path }
    }

    public static let resetCode = "246810"
    public static let address = URL(string: "http://account-backend.test") ?? URL(fileURLWithPath: "/")

    let state = LockedState(FakeAccountBackendState())
    let now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date = { Date(timeIntervalSince1970: 1_768_478_400) }) {
        self.now = now
    }

    // MARK: - Test controls

    /// An account the backend has already.
    public func addAccount(name: String, email: String, password: String, memberSince: Date? = nil) {
        state.withLock { state in
            let id = "acc-\(state.accounts.count + 1)"
            state.accounts[email.lowercased()] = .init(
                id: id, name: name, email: email, password: password, memberSince: memberSince ?? now())
        }
    }

    /// Every access token given so far stops working (they expired); refresh tokens still work.
    public func expireAccessTokens() {
        state.withLock { $0.accessTokens.removeAll() }
    }

    /// Every session ends: access and refresh tokens alike are refused from now on.
    public func revokeEverySession() {
        state.withLock { state in
            state.accessTokens.removeAll()
            state.refreshTokens.removeAll()
        }
    }

    /// Down: every request fails as `unreachable` until ``bringUp()``.
    public func takeDown() { state.withLock { $0.isDown = true } }

    public func bringUp() { state.withLock { $0.isDown = false } }

    /// Refresh answers leave out `refresh_token` (the old one stays) and say `bearer` in lower case.
    public func answerLikeALaxServer() {
        state.withLock { state in
            state.refreshOmitsRefreshToken = true
            state.tokenTypeLowercase = true
        }
    }

    public var received: [Request] { state.withLock { $0.received } }

    public var refreshCount: Int { state.withLock { $0.refreshCount } }

    /// The product ids on an account's wishlist, sorted.
    public func wishlist(of email: String) -> [String] {
        state.withLock { $0.accounts[email.lowercased()]?.wishlist.keys.sorted() ?? [] }
    }

    /// An account's activity totals: tools opened, lessons completed, shares.
    public func activity(of email: String) -> [Int] {
        state.withLock { state in
            guard let account = state.accounts[email.lowercased()] else { return [] }
            return [account.toolOpens, account.lessonCompletions, account.shares]
        }
    }

    public func hasAccount(_ email: String) -> Bool {
        state.withLock { $0.accounts[email.lowercased()] != nil }
    }

    // MARK: - HTTPTransport

    public func send(_ request: HTTPRequest, decompressionLimit: Int, to receiver: inout HTTPResponseReceiver) async throws {
        let received = Request(
            method: request.method.rawValue, url: request.url,
            headers: Dictionary(request.headers.map { ($0.name.lowercased(), $0.value) }, uniquingKeysWith: { $1 }),
            body: String(decoding: request.body ?? Data(), as: UTF8.self))
        let isDown = state.withLock { state in
            state.received.append(received)
            return state.isDown
        }
        guard !isDown else { throw RemoteFailure.unreachable }
        let answer = answer(received)
        var headers: HTTPHeaderFields = ["Content-Type": "application/json"]
        for (name, value) in answer.headers { headers[name] = value }
        try receiver.receiveHead(status: answer.status, headers: headers)
        try receiver.receiveBody(Data(answer.body.utf8))
    }

    /// A status, headers and a JSON body.
    struct Answer {
        var status: Int
        var body: String = ""
        var headers: [String: String] = [:]

        static func error(_ status: Int, _ code: String) -> Answer {
            Answer(status: status, body: #"{"error":"\#(code)","error_description":"\#(code) (fake backend)"}"#)
        }

        static let unauthorized = Answer(
            status: 401, body: #"{"error":"invalid_token"}"#, headers: ["WWW-Authenticate": #"Bearer error="invalid_token""#])
    }

    private func answer(_ request: Request) -> Answer {
        switch (request.method, request.path) {
        case ("POST", "/auth/register"): register(request)
        case ("POST", "/auth/token"): token(request)
        case ("POST", "/auth/revoke"): revoke(request)
        case ("POST", "/auth/forgot"): forgot(request)
        case ("POST", "/auth/reset"): reset(request)
        case (_, let path) where path == "/me" || path.hasPrefix("/me/"): me(request)
        default: Answer(status: 404, body: #"{"error":"not_found"}"#)
        }
    }
}
