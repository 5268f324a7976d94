import AsyncHTTPClient
import NIOCore
import Networking
import SystemKit

/// The AsyncHTTPClient `HTTPClient`s of the process, one per body limit, each made on first
/// use and never shut down (they live as long as the process, like `HTTPClient.shared`,
/// and share its event loops), configured for the app's remote sources:
/// - gzip and deflate answers are decompressed, and decompressing stops with an error as
///   soon as the body passes the limit: a gzip bomb never inflates past what the fetcher
///   would accept (the limit is at most `decompressedBodyCeiling`);
/// - a refused connection fails the request at once, instead of being tried again until
///   the connect timeout (retries are the `RetryPolicy`'s business);
/// - up to 5 redirects are followed.
enum ProcessHTTPClient {
    /// The most a decompressed body may hold, whatever a fetcher allows.
    static let decompressedBodyCeiling = TransportFetcher.maxBodyBytesCeiling

    private static let clients = LockedState<[Int: HTTPClient]>([:])

    /// The client whose decompression stops past `maxBodyBytes` (capped at the ceiling).
    static func client(maxBodyBytes: Int) -> HTTPClient {
        let limit = min(max(0, maxBodyBytes), decompressedBodyCeiling)
        return clients.withLock { clients in
            if let client = clients[limit] { return client }
            let client = makeClient(decompressionLimit: limit)
            clients[limit] = client
            return client
        }
    }

    private static func makeClient(decompressionLimit: Int) -> HTTPClient {
        var configuration = HTTPClient.Configuration(
            redirectConfiguration: .follow(max: 5, allowCycles: false),
            timeout: HTTPClient.Configuration.Timeout(connect: .seconds(10)),
            decompression: .enabled(limit: .size(decompressionLimit))
        )
        configuration.connectionPool.retryConnectionEstablishment = false
        return HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }
}
