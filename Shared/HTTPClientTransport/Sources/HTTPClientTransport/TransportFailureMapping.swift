import AsyncHTTPClient
import NIOCore
import NIOHTTP1
import NIOHTTPCompression
import Networking

/// Turns what sending a request with AsyncHTTPClient threw into a `RemoteFailure`.
enum TransportFailureMapping {
    /// - Parameters:
    ///   - error: what `AsyncHTTPClientTransport` caught.
    ///   - maxBodyBytes: the decompression limit, named by `tooLarge`.
    ///   - isCancelled: whether the calling task was cancelled (checked after the cases that
    ///     are sure to be something else).
    static func failure(for error: any Error, maxBodyBytes: Int, isCancelled: Bool) -> RemoteFailure {
        switch error {
        case let failure as RemoteFailure:
            return failure
        case is NIOTooManyBytesError:
            return .tooLarge(limit: maxBodyBytes)
        case NIOHTTPDecompression.DecompressionError.limit:
            return .tooLarge(limit: maxBodyBytes)
        case _ where isCancelled, is CancellationError:
            return .cancelled
        case is NIOHTTPDecompression.DecompressionError, is NIOHTTPDecompression.ExtraDecompressionError,
            is HTTPParserError:
            return .malformedResponse
        case let error as HTTPClientError:
            return clientError(error)
        default:
            return .unreachable
        }
    }

    /// AsyncHTTPClient's own errors. Failures to get any answer that have no case of their
    /// own (TLS, bad URL, redirect loops, a dropped connection) count as `unreachable`.
    private static func clientError(_ error: HTTPClientError) -> RemoteFailure {
        switch error {
        case .cancelled:
            return .cancelled
        case .deadlineExceeded, .readTimeout, .writeTimeout, .connectTimeout, .tlsHandshakeTimeout,
            .getConnectionFromPoolTimeout, .socksHandshakeTimeout, .httpProxyHandshakeTimeout:
            return .timedOut
        case .bodyLengthMismatch, .invalidProxyResponse:
            return .malformedResponse
        default:
            return .unreachable
        }
    }
}
