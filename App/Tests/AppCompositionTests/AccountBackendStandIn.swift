import Foundation
import Networking
import SystemKit

/// The backend's account routes as far as a session signing in needs them, answered in this
/// process: Ada (`ada@example.com`, password `Secr3t horse!`) signs in and gets `at-1`/`rt-1`;
/// `/me…` answers her token only. Every request is kept, headers and body included.
final class AccountBackendStandIn: HTTPTransport, Sendable {
    static let address = URL(string: "http://127.0.0.1:8080") ?? URL(fileURLWithPath: "/")
    static let password = "Secr3t horse!"
    static let tokens = ["at-1", "rt-1"]

    private let requests = LockedState<[HTTPRequest]>([])

    var received: [HTTPRequest] { requests.withLock { $0 } }

    func send(_ request: HTTPRequest, decompressionLimit: Int, to receiver: inout HTTPResponseReceiver) async throws {
        requests.withLock { $0.append(request) }
        let (status, body) = answer(request)
        try receiver.receiveHead(status: status, headers: ["Content-Type": "application/json"])
        try receiver.receiveBody(Data(body.utf8))
    }

    private func answer(_ request: HTTPRequest) -> (Int, String) {
        let body = String(decoding: request.body ?? Data(), as: UTF8.self)
        let path = request.url.path
        if request.method == .post && path == "/auth/token" {
            let expected = "username=ada%40example.com&password=Secr3t%20horse%21"
            guard body.contains(expected) else { return (400, #"{"error":"invalid_grant"}"#) }
            return (200, #"{"access_token":"at-1","token_type":"Bearer","expires_in":900,"refresh_token":"rt-1"}"#)
        }
        if request.method == .post && path == "/auth/revoke" { return (200, "{}") }
        guard path.hasPrefix("/me") else { return (404, "{}") }
        guard request.headers["Authorization"] == "Bearer at-1" else { return (401, #"{"error":"invalid_token"}"#) }
        switch (request.method, path) {
        case (.get, "/me"):
            return (
                200, #"{"id":"u1","name":"Ada Lovelace","email":"ada@example.com","memberSince":"2026-01-15T12:00:00Z"}"#
            )
        case (_, "/me/activity"): return (200, #"{"toolOpens":0,"lessonCompletions":0,"shares":0}"#)
        case (.get, "/me/wishlist"): return (200, #"{"items":[]}"#)
        default: return (204, "")
        }
    }
}
