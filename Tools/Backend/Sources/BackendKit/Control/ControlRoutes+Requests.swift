import Primitives

extension ControlRoutes {
    /// `GET /_backend/requests?after=N`: the requests received whose number is above `N` (0 when
    /// absent), oldest first, and `last`, the highest number given (0 when none):
    /// `{"requests":[{"seq":1,"method":"GET","path":"/api/?page=2","body":"","bodyTruncated":false}],"last":1}`.
    func receivedRequests(_ request: BackendRequest) -> BackendResponse {
        let after = request.queryValue("after") ?? "0"
        guard let number = Int(after), number >= 0 else {
            return .error("after takes a whole number of at least 0, not \(after)", status: 400)
        }
        let page = requests.requests(after: number)
        return .json(.object([("requests", .array(page.entries.map(Self.requestJSON))), ("last", .int(page.last))]))
    }

    private static func requestJSON(_ logged: BoundedLog<LoggedRequest>.Numbered) -> OrderedJSON {
        .object([
            ("seq", .int(logged.number)), ("method", .string(logged.entry.method)), ("path", .string(logged.entry.target)),
            ("body", .string(logged.entry.body)), ("bodyTruncated", .bool(logged.entry.bodyTruncated)),
        ])
    }
}
