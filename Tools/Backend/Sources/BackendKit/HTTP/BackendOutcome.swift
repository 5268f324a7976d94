/// What the backend does with a request: wait `delay`, then perform `action`. The routes and the
/// scenario decide it; the Hummingbird adapter performs it.
public struct BackendOutcome: Sendable, Equatable {
    public enum Action: Sendable, Equatable {
        /// Send the response whole.
        case respond(BackendResponse)
        /// Send the head (with the full `Content-Length`) and the first `bytes` of the body, then close.
        case cut(BackendResponse, bytes: Int)
        /// Send the head and the body, then keep sending filler and never finish.
        case endless(BackendResponse)
        /// Reset the connection (TCP RST) without an answer.
        case reset
        /// Close the connection without an answer, as a server that is down.
        case down
    }

    public var delay: Duration
    public var action: Action

    public init(delay: Duration = .zero, action: Action) {
        self.delay = delay
        self.action = action
    }

    /// `response`, at once.
    public static func respond(_ response: BackendResponse) -> BackendOutcome {
        BackendOutcome(action: .respond(response))
    }
}
