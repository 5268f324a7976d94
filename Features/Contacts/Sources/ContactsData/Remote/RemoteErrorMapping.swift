import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Turns what a fetch or a decode threw into a `ContactsSourceError`.
enum RemoteErrorMapping {
    /// An error from sending the request or receiving the response.
    static func transportError(_ error: any Error) -> ContactsSourceError {
        switch error {
        case let error as ContactsSourceError:
            return error
        case is CancellationError:
            return .cancelled
        case let error as URLError:
            return urlError(error.code)
        default:
            return .unreachable
        }
    }

    /// An error from decoding a response body.
    static func decodingError(_ error: any Error) -> ContactsSourceError {
        switch error {
        case ContactsSourceError.cancelled, is CancellationError:
            return .cancelled
        default:
            return .malformedResponse
        }
    }

    /// A `URLError` by its code. Failures to get any answer that have no case of their own
    /// (TLS, bad URL, too many redirects) count as `unreachable` too.
    private static func urlError(_ code: URLError.Code) -> ContactsSourceError {
        switch code {
        case .timedOut:
            return .timedOut
        case .cannotConnectToHost, .networkConnectionLost, .notConnectedToInternet, .cannotFindHost,
             .dnsLookupFailed:
            return .unreachable
        case .cancelled, .userCancelledAuthentication:
            return .cancelled
        case .badServerResponse, .cannotParseResponse, .cannotDecodeContentData, .cannotDecodeRawData,
             .zeroByteResource:
            return .malformedResponse
        default:
            return .unreachable
        }
    }
}
