import Hummingbird
import Logging
import NIOCore

/// The backend as a Hummingbird application listening on `host:port` (port 0: a free one).
public struct BackendServer: Sendable {
    public let backend: Backend
    public let host: String
    public let port: Int
    public let logger: Logger

    public init(backend: Backend, host: String = "127.0.0.1", port: Int = 0, logger: Logger) {
        self.backend = backend
        self.host = host
        self.port = port
        self.logger = logger
    }

    /// The application; `onRunning` is told the port it listens on, once it does.
    public func application(onRunning: @escaping @Sendable (Int) async -> Void) -> some ApplicationProtocol {
        Application(
            responder: BackendResponder(backend: backend, logger: logger),
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "backend"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) },
            logger: logger
        )
    }

    /// `http://HOST:PORT`, with an IPv6 host in brackets.
    public static func baseURL(host: String, port: Int) -> String {
        host.contains(":") ? "http://[\(host)]:\(port)" : "http://\(host):\(port)"
    }
}
