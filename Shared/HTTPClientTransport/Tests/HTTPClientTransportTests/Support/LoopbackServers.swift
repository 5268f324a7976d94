import Foundation
import HTTPClientTransport
import Networking
import TestSupport

/// Loopback servers, and the live fetcher the tests point at them.
enum LoopbackServers {
    /// A started loopback server answering `responses` in turn, the last one again after.
    static func started(_ responses: [LoopbackHTTPResponse]) throws -> LoopbackHTTPServer {
        let server = LoopbackHTTPServer(responses: responses)
        try server.start()
        return server
    }

    /// `path` on `server`, such as `http://127.0.0.1:PORT/api`.
    static func url(_ server: LoopbackHTTPServer, path: String = "api") throws -> URL {
        try server.baseURL.appending(path: path)
    }

    /// A loopback URL nothing listens on: a server is started to learn a free port, then stopped.
    static func closedPortURL() throws -> URL {
        let server = LoopbackHTTPServer { _ in .text(status: 200) }
        try server.start()
        let url = try server.baseURL.appending(path: "api")
        server.stop()
        return url
    }

    /// A `GET` of `url`.
    static func get(_ url: URL) -> HTTPRequest {
        HTTPRequest(method: .get, url: url, headers: ["Accept": "application/json"])
    }
}

extension TransportFetcher {
    /// What the app fetches with: `TransportFetcher` over `AsyncHTTPClientTransport`.
    static func live(timeout: Duration, maxBodyBytes: Int = defaultMaxBodyBytes) -> TransportFetcher {
        TransportFetcher(transport: AsyncHTTPClientTransport(), timeout: timeout, maxBodyBytes: maxBodyBytes)
    }
}
