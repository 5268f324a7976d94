/// Where a journey failed: the first expectation that did not hold. Two runs fail "at the same
/// expectation" when their signatures are equal.
public enum FailureSignature: Sendable, Equatable, CustomStringConvertible {
    /// A command's output (or the command never echoed): its file and line.
    case block(file: String, line: Int)
    /// A `< ` line no request answered.
    case request(file: String, line: Int)
    /// A `% ` line no event answered.
    case event(line: Int)
    /// Anything else: the problem's words.
    case other(String)

    /// The signature of a failed result; nil when it passed.
    public init?(_ result: JourneyResult) {
        guard !result.passed else { return nil }
        if let malformed = result.malformed {
            self = .other("\(malformed)")
        } else if let block = result.blocks.first(where: { !$0.matched }) {
            self = .block(file: block.block.file, line: block.block.lineNumber)
        } else if let request = result.sessions.lazy.compactMap({ $0.requests.missing.first }).first {
            self = .request(file: request.file, line: request.lineNumber)
        } else if let event = result.sessions.lazy.compactMap({ $0.missingEvents.first }).first {
            self = .event(line: event.lineNumber)
        } else {
            self = .other(result.problems.first ?? "the app failed")
        }
    }

    public var description: String {
        switch self {
        case .block(let file, let line): "the output at \(file):\(line)"
        case .request(let file, let line): "the request line at \(file):\(line)"
        case .event(let line): "the event line at line \(line)"
        case .other(let words): words
        }
    }
}
