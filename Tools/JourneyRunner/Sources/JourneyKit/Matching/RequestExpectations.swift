/// Checks a session's `< ` lines against the requests its backend logged: in order, each
/// matching a request after the one the line before it matched (others may stand between, unless
/// `exact`: then each line is the very next request, and none may be left over at the end).
///
/// A line is answered only by a request its command could have caused: when the runner knows
/// how long the log was before the command was sent (it waited for the commands before it at a
/// `> clock`, `> backend` or capture), the requests logged until then are not the command's
/// (`floors`: block index → the first request it may claim).
///
/// It can run on part of the log while the session goes on (so a later command may use what a
/// `< ` line kept): it stops at the first line the log does not answer yet, and only the final
/// check, on the whole log, calls that line missing.
public struct RequestExpectations: Sendable {
    /// The session's `< ` lines in order, each with the index of its block in the session.
    let expected: [(block: Int, request: ExpectedRequest)]
    let exact: Bool
    private(set) var nextExpected = 0
    private(set) var cursor = 0
    /// The lines no request answered, found by the final check.
    public private(set) var missing: [ExpectedRequest] = []
    /// With `exact`, the requests no line named.
    public private(set) var unexpected: [LoggedRequest] = []

    public init(blocks: [JourneyBlock], exact: Bool) {
        expected = blocks.enumerated().flatMap { index, block in block.expectedRequests.map { (index, $0) } }
        self.exact = exact
    }

    /// Matches the lines of blocks up to `blockLimit` (all with nil) against `log`; `final` when
    /// the log is whole. `redactions` apply to each request's path and fields first.
    public mutating func advance(
        log: [LoggedRequest], throughBlock blockLimit: Int?, captures: inout [String: String], redactions: Redactions,
        final: Bool, floors: [Int: Int] = [:]
    ) {
        while nextExpected < expected.count, blockLimit.map({ expected[nextExpected].block <= $0 }) ?? true {
            let line = expected[nextExpected].request
            let floor = min(floors[expected[nextExpected].block] ?? 0, log.count)
            if floor > cursor {
                if exact { unexpected += log[cursor..<floor] }
                cursor = floor
            }
            let candidates = exact ? Array(log[min(cursor, log.count)...].prefix(1)) : Array(log[min(cursor, log.count)...])
            if let (offset, kept) = firstMatch(of: line, in: candidates, captures: captures, redactions: redactions) {
                cursor += offset + 1
                captures = kept
            } else if final {
                missing.append(line)
                if exact, cursor < log.count { cursor += 1 }
            } else {
                return
            }
            nextExpected += 1
        }
        if final, exact, blockLimit == nil, cursor < log.count {
            unexpected += log[cursor...]
            cursor = log.count
        }
    }

    /// Checks every line against the whole `log`: what the session's report says, and what the
    /// lines kept.
    public mutating func finalCheck(log: [LoggedRequest], captures: [String: String] = [:]) -> (SessionRequests, [String: String])
    {
        var kept = captures
        advance(
            log: log, throughBlock: nil, captures: &kept,
            redactions: Redactions(rules: [], backendURL: nil, dataDirectory: nil), final: true)
        return (SessionRequests(logged: log, missing: missing, unexpected: unexpected), kept)
    }

    private func firstMatch(
        of line: ExpectedRequest, in candidates: [LoggedRequest], captures: [String: String], redactions: Redactions
    ) -> (Int, [String: String])? {
        for (offset, request) in candidates.enumerated() where request.method == line.method {
            guard var kept = (try? line.target.match(redactions.apply(request.path), captures: captures)) ?? nil else {
                continue
            }
            let fields = RequestBodyFields(body: request.body)
            var allMatch = true
            for field in line.fields {
                guard let text = fields.text(at: field.path),
                    let after = (try? field.value.match(redactions.apply(text), captures: kept)) ?? nil
                else {
                    allMatch = false
                    break
                }
                kept = after
            }
            if allMatch { return (offset, kept) }
        }
        return nil
    }
}
