/// The transport of a host that links no network library (a feature's own Demo, a test
/// that must not reach out): every request fails at once as `unreachable`, so a remote
/// source configured without a live transport says the server cannot be reached and the
/// feature goes on from what it has saved.
public struct UnavailableHTTPTransport: HTTPTransport {
    public init() {}

    public func send(_ request: HTTPRequest, decompressionLimit: Int, to receiver: inout HTTPResponseReceiver) async throws {
        throw RemoteFailure.unreachable
    }
}
