import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import Networking

/// The live `HTTPTransport`: AsyncHTTPClient over SwiftNIO, with the process's one
/// `HTTPClient` per body limit (`ProcessHTTPClient`).
///
/// Only hosts link it — the app, the live demos, the backend's tests — and hand it to the
/// features through `FeatureEnvironment`; a feature's own package never compiles it.
/// gzip and deflate bodies are decompressed, and decompressing stops past the limit;
/// cancelling the calling task cancels the request at once. The whole-request timeout and
/// the body limit are `TransportFetcher`'s, above it.
public struct AsyncHTTPClientTransport: HTTPTransport {
    public init() {}

    public func send(
        _ request: HTTPRequest, decompressionLimit: Int, to receiver: inout HTTPResponseReceiver
    ) async throws {
        let client = ProcessHTTPClient.client(maxBodyBytes: decompressionLimit)
        do {
            let response = try await client.execute(Self.clientRequest(for: request), deadline: .distantFuture)
            try receiver.receiveHead(status: Int(response.status.code), headers: Self.fields(response.headers))
            for try await buffer in response.body {
                try receiver.receiveBody(buffer.readableBytesView)
            }
        } catch let error as HTTPResponseReceiver.BodyTooLarge {
            throw error
        } catch {
            throw TransportFailureMapping.failure(
                for: error, maxBodyBytes: decompressionLimit, isCancelled: Task.isCancelled
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
