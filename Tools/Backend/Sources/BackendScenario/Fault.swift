/// What goes wrong on a route, as a scenario names it.
public indirect enum Fault: Sendable, Equatable {
    /// Wait this long before answering (adds up with other faults).
    case latency(milliseconds: Int)
    /// Answer with this status and an `{"error": …}` body; `Retry-After` when given (429, 503).
    case status(code: Int, retryAfterSeconds: Int?)
    /// Send the head and only the first `bytes` of the body, then close the connection.
    case cut(bytes: Int)
    /// Send the head and a body that never ends.
    case endless
    /// Answer 200 with a JSON content type and a body that is not JSON.
    case invalidJSON
    /// Answer 200 with `Content-Encoding: gzip` and a small body that inflates to `mebibytes` MiB.
    case gzipBomb(mebibytes: Int)
    /// Reset the connection (TCP RST).
    case reset
    /// Close the connection without a byte, as a server that is down.
    case down
    /// `fault` on every `n`th request to the route (the nth, 2nth, …); the others are answered as usual.
    case every(Int, Fault)
}

/// One line of a scenario: requests whose path starts with `prefix` (`*`: every path) meet `fault`.
public struct ScenarioRule: Sendable, Equatable {
    public let prefix: String
    public let fault: Fault

    public init(prefix: String, fault: Fault) {
        self.prefix = prefix
        self.fault = fault
    }

    /// Whether this rule applies to `path`.
    public func matches(_ path: String) -> Bool {
        prefix == "*" || path.hasPrefix(prefix)
    }
}
