import Foundation
import Networking
import NetworkingTesting
import TestSupport

/// In-process test servers and the fetchers the tests point at them.
enum TestServers {
    /// A server answering `responses` in turn, the last one again after.
    static func started(_ responses: [LoopbackHTTPResponse]) -> InProcessHTTPServer {
        InProcessHTTPServer(responses: responses)
    }

    /// `path` on `server`, such as `http://in-process.test/api`.
    static func url(_ server: InProcessHTTPServer, path: String = "api") -> URL {
        server.baseURL.appending(path: path)
    }

    /// A URL on a server that has stopped: every request to it is refused.
    static func stoppedServer() -> InProcessHTTPServer {
        let server = InProcessHTTPServer(responses: [.text(status: 200)])
        server.stop()
        return server
    }

    /// A `GET` of `url`.
    static func get(_ url: URL) -> HTTPRequest {
        HTTPRequest(method: .get, url: url, headers: ["Accept": "application/json"])
    }

    /// A fetcher through `server`; the timeout, unless a test is about it, is long enough
    /// for a loaded or sanitizer-instrumented machine.
    static func fetcher(
        _ server: InProcessHTTPServer, timeout: Duration = .seconds(300),
        maxBodyBytes: Int = TransportFetcher.defaultMaxBodyBytes
    ) -> TransportFetcher {
        TransportFetcher(transport: server, timeout: timeout, maxBodyBytes: maxBodyBytes)
    }
}
