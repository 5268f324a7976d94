import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// `HTTPFetching` over AsyncHTTPClient, with the process's one `HTTPClient`.
///
/// - The timeout bounds the whole request, from sending it to the last byte of the body,
///   and is kept exactly (fractions of a second included).
/// - Cancelling the calling task cancels the request at once.
/// - gzip and deflate bodies are decompressed; a body of more than `maxBodyBytes` bytes
///   (decompressed) fails with `.tooLarge(limit: maxBodyBytes)`, by its `Content-Length`
///   before it is read, or as soon as that many bytes have come — read as a stream, so
///   neither a body that never ends nor a gzip bomb is held beyond the limit (decompressing
///   stops there too).
public struct AsyncHTTPClientFetcher: HTTPFetching {
    /// The body limit when none is given: 16 MiB.
    public static let defaultMaxBodyBytes = 16 * 1024 * 1024

    public let timeout: Duration
    /// The largest body accepted, in bytes after decompression; at most 256 MiB.
    public let maxBodyBytes: Int

    public init(timeout: Duration, maxBodyBytes: Int = defaultMaxBodyBytes) {
        self.timeout = timeout
        self.maxBodyBytes = min(max(0, maxBodyBytes), ProcessHTTPClient.decompressedBodyCeiling)
    }

    public func fetch(_ request: HTTPRequest) async throws(RemoteFailure) -> HTTPResponse {
        let client = ProcessHTTPClient.client(maxBodyBytes: maxBodyBytes)
        let reader = BoundedBodyReader(maxBytes: maxBodyBytes)
        let clientRequest = Self.clientRequest(for: request)
        let timeout = timeout
        do {
            return try await WholeRequestTimeout.run(within: timeout) {
                let response = try await client.execute(clientRequest, timeout: TimeAmount(timeout))
                let body = try await reader.read(response)
                return HTTPResponse(status: Int(response.status.code), headers: Self.fields(response.headers), body: body)
            }
        } catch {
            throw TransportFailureMapping.failure(
                for: error, maxBodyBytes: maxBodyBytes, isCancelled: Task.isCancelled
            )
        }
    }

    private static func clientRequest(for request: HTTPRequest) -> HTTPClientRequest {
        var clientRequest = HTTPClientRequest(url: request.url.absoluteString)
        clientRequest.method = NIOHTTP1.HTTPMethod(rawValue: request.method.rawValue)
        for field in request.headers {
            clientRequest.headers.add(name: field.name, value: field.value)
        }
        if let body = request.body {
            clientRequest.body = .bytes(ByteBuffer(bytes: body))
        }
        return clientRequest
    }

    private static func fields(_ headers: HTTPHeaders) -> HTTPHeaderFields {
        HTTPHeaderFields(headers.map { HTTPHeaderFields.Field(name: $0.name, value: $0.value) })
    }
}

extension TimeAmount {
    /// `duration` in nanoseconds, for AsyncHTTPClient's deadline.
    init(_ duration: Duration) {
        let parts = duration.components
        let nanoseconds = parts.seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !nanoseconds.overflow else {
            self = .nanoseconds(Int64.max)
            return
        }
        self = .nanoseconds(nanoseconds.partialValue &+ parts.attoseconds / 1_000_000_000)
    }
}
