import Foundation
import Networking
import SystemKit

/// The signed-in person's tokens as a test sets them: the access token now, and what each
/// refresh gives (after a pause, so that requests refused together overlap with it).
actor FakeBearerTokens: BearerTokenSource {
    private(set) var current: String?
    private var refreshed: [String?]
    private let pause: Duration
    private(set) var refreshCount = 0

    init(current: String?, refreshed: [String?] = [], pause: Duration = .zero) {
        self.current = current
        self.refreshed = refreshed
        self.pause = pause
    }

    func accessToken() async -> String? { current }

    func refreshAccessToken() async -> String? {
        refreshCount += 1
        if pause > .zero { try? await Task.sleep(for: pause) }
        let next = refreshed.isEmpty ? nil : refreshed.removeFirst()
        current = next
        return next
    }
}

/// A transport that records every request it carries, whole (host and headers included), and
/// answers with what `answer` says for it.
final class RecordingTransport: HTTPTransport, Sendable {
    private let requests = LockedState<[HTTPRequest]>([])
    private let answer: @Sendable (HTTPRequest) -> Int

    /// Answers each request with the status `answer` gives it, and an empty JSON object.
    init(answer: @escaping @Sendable (HTTPRequest) -> Int) {
        self.answer = answer
    }

    /// A backend that takes only `token`: 401 with `WWW-Authenticate` for anything else.
    static func backend(accepting token: String) -> RecordingTransport {
        RecordingTransport { request in request.headers["Authorization"] == "Bearer " + token ? 200 : 401 }
    }

    var received: [HTTPRequest] { requests.withLock { $0 } }

    func send(_ request: HTTPRequest, decompressionLimit: Int, to receiver: inout HTTPResponseReceiver) async throws {
        requests.withLock { $0.append(request) }
        let status = answer(request)
        var headers: HTTPHeaderFields = ["Content-Type": "application/json"]
        if status == 401 { headers["WWW-Authenticate"] = #"Bearer error="invalid_token""# }
        try receiver.receiveHead(status: status, headers: headers)
        try receiver.receiveBody(Data("{}".utf8))
    }
}

enum AuthTestURLs {
    static let backend = URL(string: "http://127.0.0.1:8080") ?? URL(fileURLWithPath: "/")

    static func url(_ text: String) -> URL {
        URL(string: text) ?? URL(fileURLWithPath: "/")
    }
}
