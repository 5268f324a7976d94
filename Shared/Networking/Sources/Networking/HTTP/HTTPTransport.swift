/// Carries one HTTP exchange over a connection: sends a request and hands what comes back,
/// as it comes, to an `HTTPResponseReceiver`.
///
/// This is the one seam between the app's remote sources and a network library. Features
/// see only this protocol; the host that runs them supplies the live transport
/// (`HTTPClientTransport`'s `AsyncHTTPClientTransport`, linked by the app and the live
/// demos only), and tests supply `NetworkingTesting`'s `InProcessHTTPServer`. Timeouts,
/// body limits, retries and decoding live above it, in `TransportFetcher` and
/// `RemoteRequestRunner`, the same whatever carries the bytes.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and delivers the answer to `receiver` in the calling task: the head
    /// once, then each piece of the body in order. Returns once the body has ended.
    ///
    /// - Parameters:
    ///   - decompressionLimit: a transport that decompresses gzip or deflate bodies stops
    ///     inflating past this many bytes and throws `RemoteFailure.tooLarge`.
    ///   - receiver: what collects the answer; what it throws (`BodyTooLarge`) is thrown
    ///     on unchanged, and the transport stops reading.
    /// - Throws: what `receiver` threw; `RemoteFailure` for the transport's own failures
    ///   (`unreachable`, `malformedResponse`, `tooLarge`, `timedOut`); `CancellationError`
    ///   (or any error) when the calling task was cancelled.
    func send(_ request: HTTPRequest, decompressionLimit: Int, to receiver: inout HTTPResponseReceiver) async throws
}
