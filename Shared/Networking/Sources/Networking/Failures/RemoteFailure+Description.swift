extension RemoteFailure: CustomStringConvertible {
    /// A short English sentence for logs, such as `the server answered HTTP 503 (retry after 2 s)`.
    public var description: String {
        switch self {
        case .unreachable:
            return "the server could not be reached"
        case .timedOut:
            return "the server did not answer in time"
        case .httpStatus(let status, let retryAfter):
            guard let retryAfter else { return "the server answered HTTP \(status)" }
            return "the server answered HTTP \(status) (retry after \(Self.seconds(retryAfter)))"
        case .malformedResponse:
            return "the answer could not be read"
        case .tooLarge(let limit):
            return "the answer is larger than the limit of \(limit) bytes"
        case .graphQL(let errors, let status):
            let messages = errors.map(\.message).joined(separator: "; ")
            return "the GraphQL server answered with errors (HTTP \(status)): \(messages)"
        case .cancelled:
            return "the request was cancelled"
        }
    }

    /// `2 s`, `0.5 s`: whole seconds plainly, anything else to the millisecond.
    private static func seconds(_ duration: Duration) -> String {
        let parts = duration.components
        let milliseconds = parts.seconds * 1000 + parts.attoseconds / 1_000_000_000_000_000
        if milliseconds % 1000 == 0 { return "\(milliseconds / 1000) s" }
        let fraction = String(milliseconds % 1000).leftPadded(to: 3)
        let trimmed = fraction.reversed().drop { $0 == "0" }.reversed()
        return "\(milliseconds / 1000).\(String(trimmed)) s"
    }
}

extension String {
    /// The string with zeros before it, `count` characters long at least.
    fileprivate func leftPadded(to count: Int) -> String {
        String(repeating: "0", count: max(0, count - self.count)) + self
    }
}
