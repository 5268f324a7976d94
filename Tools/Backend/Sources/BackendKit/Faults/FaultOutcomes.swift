/// Turns the faults a request meets into what the backend does: latencies add up, and the first
/// other fault decides the answer; with none, the route's own answer goes out whole.
enum FaultOutcomes {
    /// A body that starts as JSON and is not: what `invalid-json` sends.
    static let invalidJSONBody = Array(#"{"results":[{"gender":"female","name":{"first":"Ada",<html>oops</html>"#.utf8)

    static func outcome(for faults: [Fault], answer: () async -> BackendResponse) async -> BackendOutcome {
        let milliseconds = faults.reduce(0) { total, fault in
            guard case .latency(let value) = fault else { return total }
            return total + value
        }
        let decisive = faults.first { if case .latency = $0 { false } else { true } }
        return BackendOutcome(delay: .milliseconds(milliseconds), action: await action(for: decisive, answer: answer))
    }

    private static func action(for fault: Fault?, answer: () async -> BackendResponse) async -> BackendOutcome.Action {
        switch fault {
        case nil, .latency, .every:
            return .respond(await answer())
        case .status(let code, let retryAfter):
            return .respond(statusResponse(code: code, retryAfterSeconds: retryAfter))
        case .cut(let bytes):
            let response = await answer()
            return .cut(response, bytes: min(bytes, max(0, response.body.count - 1)))
        case .endless:
            return .endless(
                BackendResponse(
                    status: 200, headers: [.init("Content-Type", "application/json")], body: Array(#"{"results":["#.utf8))
            )
        case .invalidJSON:
            return .respond(
                BackendResponse(status: 200, headers: [.init("Content-Type", "application/json")], body: invalidJSONBody)
            )
        case .gzipBomb(let mebibytes):
            let headers: [BackendResponse.Header] = [
                .init("Content-Type", "application/json"), .init("Content-Encoding", "gzip"),
            ]
            return .respond(BackendResponse(status: 200, headers: headers, body: GzipBomb.body(inflatingTo: mebibytes << 20)))
        case .reset:
            return .reset
        case .down:
            return .down
        }
    }

    private static func statusResponse(code: Int, retryAfterSeconds: Int?) -> BackendResponse {
        var response = BackendResponse.error("the scenario answers \(code) here", status: code)
        if let retryAfterSeconds { response.headers.append(.init("Retry-After", String(retryAfterSeconds))) }
        if code == 401 { response.headers.append(.init("WWW-Authenticate", #"Bearer realm="backend""#)) }
        return response
    }
}
