/// Sends one HTTP request and returns its response, whatever the status.
///
/// An answer with an error status (404, 500, …) is a response, not a failure: what it means
/// is for the caller (usually `RemoteRequestRunner`) to decide. A fetcher throws only when no
/// usable answer came: `unreachable`, `timedOut`, `tooLarge`, `malformedResponse` (the bytes
/// were not HTTP, or did not decompress) or `cancelled`.
public protocol HTTPFetching: Sendable {
    func fetch(_ request: HTTPRequest) async throws(RemoteFailure) -> HTTPResponse
}
