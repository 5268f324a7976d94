import Dispatch
import Foundation
import SystemKit

/// A minimal HTTP/1.1 server on 127.0.0.1 for tests that need a real server.
///
/// It listens on a port the system chooses, serves each connection on a thread
/// of its own (so a delayed response does not hold up the others), answers one
/// request per connection with `Content-Length` and `Connection: close`, and
/// records every request it read, in order of arrival.
///
/// ```swift
/// let server = LoopbackHTTPServer { request in .json(#"{"ok":true}"#) }
/// try server.start()
/// let url = try server.baseURL.appendingPathComponent("api/")
/// // … call the client, then:
/// #expect(server.receivedRequests.count == 1)
/// ```
///
/// A server starts once. `stop()` (or `deinit`) closes the listening socket, so
/// connecting to its address afterwards is refused.
public final class LoopbackHTTPServer: Sendable {
    /// Answers a request. Called on the connection's thread.
    public typealias Handler = @Sendable (LoopbackHTTPRequest) -> LoopbackHTTPResponse

    private let handler: Handler
    private let shared = SharedBox()

    /// How long the accept loop waits for a connection before it looks again whether to stop.
    private static let pollIntervalMilliseconds: Int32 = 50

    public init(handler: @escaping Handler) {
        self.handler = handler
    }

    /// A server that answers with `responses` in turn, the last one again for every request after.
    /// With no responses it answers 404.
    public convenience init(responses: [LoopbackHTTPResponse]) {
        let queue = CannedResponses(responses)
        self.init { _ in queue.next() }
    }

    deinit {
        stop()
    }

    /// The port it listens on; `nil` before `start()`. Kept after `stop()`.
    public var port: UInt16? {
        shared.withLock { $0.port }
    }

    /// `http://127.0.0.1:PORT`. Throws `LoopbackHTTPServerError.notStarted` before `start()`.
    public var baseURL: URL {
        get throws(LoopbackHTTPServerError) {
            guard let port, let url = URL(string: "http://127.0.0.1:\(port)") else { throw .notStarted }
            return url
        }
    }

    /// How many responses the client went away from before they were written in full
    /// (an endless body the client stopped reading, a slow one it gave up on).
    public var responsesCutShort: Int {
        shared.withLock { $0.responsesCutShort }
    }

    /// Every request read so far, in order of arrival.
    public var receivedRequests: [LoopbackHTTPRequest] {
        shared.withLock { $0.requests }
    }

    /// Opens the listening socket and starts accepting connections on a background thread.
    public func start() throws(LoopbackHTTPServerError) {
        let finished = DispatchSemaphore(value: 0)
        let descriptor = try shared.withLock { state throws(LoopbackHTTPServerError) -> Int32 in
            guard case .idle = state.phase else { throw .alreadyStarted }
            let listener = try LoopbackSocket.makeListener()
            state.phase = .running(listener: listener.descriptor, finished: finished)
            state.port = listener.port
            return listener.descriptor
        }
        let handler = handler
        let acceptLoop = AcceptLoop(
            listener: descriptor,
            shouldStop: { [shared] in shared.withLock { !$0.isRunning } },
            closeListener: { [shared] in
                shared.withLock { state in
                    LoopbackSocket.close(descriptor)
                    state.phase = .stopped
                }
                finished.signal()
            },
            makeConnection: { [shared] connection in
                LoopbackHTTPConnection(
                    descriptor: connection,
                    handler: handler,
                    record: { request in shared.withLock { $0.requests.append(request) } },
                    isServerStopped: { shared.withLock { !$0.isRunning } },
                    recordCutShort: { shared.withLock { $0.responsesCutShort += 1 } }
                )
            }
        )
        let thread = Thread { acceptLoop.run() }
        thread.name = "LoopbackHTTPServer.accept"
        thread.start()
    }

    /// Closes the listening socket and waits for the accept loop to end. Connections
    /// being served finish on their own; delayed responses are dropped. Safe to call twice.
    public func stop() {
        let finished = shared.withLock { state -> DispatchSemaphore? in
            guard case .running(let listener, let finished) = state.phase else { return nil }
            state.phase = .stopping
            LoopbackSocket.shutdownBoth(listener)
            return finished
        }
        finished?.wait()
    }
}

extension LoopbackHTTPServer {
    /// Where the server is in its life.
    fileprivate enum Phase {
        case idle
        case running(listener: Int32, finished: DispatchSemaphore)
        /// `stop()` was called; the accept loop has not yet closed the listening socket.
        case stopping
        case stopped
    }

    /// The state the server, its accept loop and its connections share, behind a lock.
    fileprivate final class SharedBox: Sendable {
        private let state = LockedState(SharedState())

        func withLock<Result, Failure: Error>(_ body: (inout SharedState) throws(Failure) -> Result) throws(Failure) -> Result {
            try state.withLock(body)
        }
    }

    /// What the server, its accept loop and its connections share.
    fileprivate struct SharedState: Sendable {
        var phase = Phase.idle
        var port: UInt16?
        var requests: [LoopbackHTTPRequest] = []
        var responsesCutShort = 0

        var isRunning: Bool {
            if case .running = phase { return true }
            return false
        }
    }

    /// The loop on the background thread: waits for connections, serves each on a thread of its own,
    /// and closes the listening socket once told to stop.
    fileprivate struct AcceptLoop: Sendable {
        let listener: Int32
        let shouldStop: @Sendable () -> Bool
        let closeListener: @Sendable () -> Void
        let makeConnection: @Sendable (Int32) -> LoopbackHTTPConnection

        func run() {
            while !shouldStop() {
                guard LoopbackSocket.waitUntilReadable(listener, milliseconds: pollIntervalMilliseconds),
                    !shouldStop(),
                    let descriptor = LoopbackSocket.acceptConnection(on: listener)
                else { continue }
                let connection = makeConnection(descriptor)
                let thread = Thread { connection.serve() }
                thread.name = "LoopbackHTTPServer.connection"
                thread.start()
            }
            closeListener()
        }
    }
}
