import Hummingbird
import Logging
import ServiceLifecycle

/// A backend server running in this process (for tests and tools): started on a free loopback
/// port, awaited until it listens, stopped gracefully.
public final class RunningBackend: Sendable {
    public let port: Int
    public let backend: Backend
    private let group: ServiceGroup
    private let task: Task<Void, any Error>

    private init(port: Int, backend: Backend, group: ServiceGroup, task: Task<Void, any Error>) {
        self.port = port
        self.backend = backend
        self.group = group
        self.task = task
    }

    /// `http://127.0.0.1:PORT`.
    public var baseURL: String {
        BackendServer.baseURL(host: "127.0.0.1", port: port)
    }

    /// Starts `backend` on 127.0.0.1 and returns once it listens.
    public static func start(
        _ backend: Backend = Backend(), logger: Logger = Logger(label: "backend", factory: { _ in SwiftLogNoOpLogHandler() })
    ) async throws -> RunningBackend {
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let server = BackendServer(backend: backend, logger: logger)
        let group = ServiceGroup(
            configuration: ServiceGroupConfiguration(
                services: [server.application { continuation.yield($0) }], logger: logger
            )
        )
        let task = Task {
            defer { continuation.finish() }
            try await group.run()
        }
        guard let port = await ports.first(where: { _ in true }) else {
            try await task.value
            throw BackendStartError()
        }
        return RunningBackend(port: port, backend: backend, group: group, task: task)
    }

    /// Stops gracefully and waits until the server has stopped.
    public func stop() async {
        await group.triggerGracefulShutdown()
        _ = try? await task.value
    }
}

/// The server ended before it listened.
public struct BackendStartError: Error {}
