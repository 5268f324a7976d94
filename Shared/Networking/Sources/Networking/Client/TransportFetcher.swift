/// `HTTPFetching` over any `HTTPTransport`: what every remote source fetches with.
///
/// - The timeout bounds the whole request, from sending it to the last byte of the body,
///   and is kept exactly (fractions of a second included); when it passes, the exchange is
///   cancelled and the fetch fails as `timedOut`.
/// - Cancelling the calling task cancels the exchange at once (`cancelled`).
/// - A body of more than `maxBodyBytes` bytes (decompressed) fails as
///   `.tooLarge(limit: maxBodyBytes)`, by its `Content-Length` before it is read, or as soon
///   as that many bytes have come; the transport is told to stop inflating there too.
public struct TransportFetcher: HTTPFetching {
    /// The body limit when none is given: 16 MiB.
    public static let defaultMaxBodyBytes = 16 * 1024 * 1024
    /// The most any fetcher accepts, whatever it is given: 256 MiB.
    public static let maxBodyBytesCeiling = 256 * 1024 * 1024

    public let transport: any HTTPTransport
    public let timeout: Duration
    /// The largest body accepted, in bytes after decompression; at most `maxBodyBytesCeiling`.
    public let maxBodyBytes: Int

    public init(transport: any HTTPTransport, timeout: Duration, maxBodyBytes: Int = defaultMaxBodyBytes) {
        self.transport = transport
        self.timeout = timeout
        self.maxBodyBytes = min(max(0, maxBodyBytes), Self.maxBodyBytesCeiling)
    }

    public func fetch(_ request: HTTPRequest) async throws(RemoteFailure) -> HTTPResponse {
        let transport = transport
        let limit = maxBodyBytes
        do {
            return try await WholeRequestTimeout.run(within: timeout) {
                var receiver = HTTPResponseReceiver(maxBodyBytes: limit)
                try await transport.send(request, decompressionLimit: limit, to: &receiver)
                // A cancelled body stream may just end early; a partial body must not pass as whole.
                try Task.checkCancellation()
                guard let response = receiver.response else { throw RemoteFailure.malformedResponse }
                return response
            }
        } catch {
            throw Self.failure(for: error, maxBodyBytes: limit, isCancelled: Task.isCancelled)
        }
    }

    /// What an exchange threw, as a `RemoteFailure`. The cases that are sure to be something
    /// else come before the calling task's cancellation; anything a transport did not name
    /// counts as `unreachable`.
    static func failure(for error: any Error, maxBodyBytes: Int, isCancelled: Bool) -> RemoteFailure {
        switch error {
        case is WholeRequestTimeout.Elapsed:
            return .timedOut
        case is HTTPResponseReceiver.BodyTooLarge, RemoteFailure.tooLarge:
            return .tooLarge(limit: maxBodyBytes)
        case _ where isCancelled, is CancellationError:
            return .cancelled
        case let failure as RemoteFailure:
            return failure
        default:
            return .unreachable
        }
    }
}
