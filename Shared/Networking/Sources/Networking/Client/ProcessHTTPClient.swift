import AsyncHTTPClient
import NIOCore

/// The one AsyncHTTPClient `HTTPClient` of the process, made on first use and never shut
/// down (it lives as long as the process, like `HTTPClient.shared`), configured for the
/// app's remote sources:
/// - gzip and deflate answers are decompressed, up to `decompressedBodyCeiling` bytes;
/// - a refused connection fails the request at once, instead of being tried again until
///   the connect timeout (retries are the `RetryPolicy`'s business);
/// - up to 5 redirects are followed.
enum ProcessHTTPClient {
    /// The most a decompressed body may hold, whatever a fetcher allows.
    static let decompressedBodyCeiling = 256 * 1024 * 1024

    static let shared: HTTPClient = {
        var configuration = HTTPClient.Configuration(
            redirectConfiguration: .follow(max: 5, allowCycles: false),
            timeout: HTTPClient.Configuration.Timeout(connect: .seconds(10)),
            decompression: .enabled(limit: .size(decompressedBodyCeiling))
        )
        configuration.connectionPool.retryConnectionEstablishment = false
        return HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }()
}
