import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends one HTTP request and returns the response's body and head, whatever its status.
public protocol HTTPFetching: Sendable {
    /// Throws the transport's error (`URLError`, `CancellationError`) when no response came.
    func fetch(_ request: URLRequest) async throws -> (Data, HTTPURLResponse)
}

/// `HTTPFetching` over a `URLSession` of its own: ephemeral, no cache, with a request timeout.
///
/// The timeout is kept exactly: a request that has not been answered in full within it is
/// cancelled and fails with `URLError(.timedOut)`. (The session's own
/// `timeoutIntervalForRequest` is set too, but swift-corelibs-foundation truncates it to
/// whole seconds, so 0.5 s would time out at once; there it is rounded up instead.)
public final class URLSessionHTTPFetcher: HTTPFetching {
    private let session: URLSession
    private let timeout: Duration

    /// `timeout` bounds how long a request may take, from sending it to the last byte of the answer.
    public init(timeout: Duration) {
        self.timeout = timeout
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = Self.sessionTimeoutInterval(for: timeout)
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        session = URLSession(configuration: configuration)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    public func fetch(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        var request = request
        request.timeoutInterval = Self.sessionTimeoutInterval(for: timeout)
        let sendableRequest = request
        return try await withThrowingTaskGroup(of: (Data, HTTPURLResponse).self) { group in
            group.addTask { try await self.send(sendableRequest) }
            group.addTask { [timeout] in
                try await Task.sleep(for: timeout)
                throw URLError(.timedOut)
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw URLError(.unknown) }
            return first
        }
    }

    private func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let (data, response) = try await session.data(for: request)
        guard let httpResponse = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        return (data, httpResponse)
    }

    /// `timeout` for `URLSession`: as is on Darwin, rounded up to whole seconds where
    /// FoundationNetworking would truncate it.
    private static func sessionTimeoutInterval(for timeout: Duration) -> TimeInterval {
        #if canImport(FoundationNetworking)
        return max(1, timeout.timeInterval.rounded(.up))
        #else
        return timeout.timeInterval
        #endif
    }
}

extension Duration {
    /// The duration in seconds, as Foundation's `TimeInterval`.
    var timeInterval: TimeInterval {
        let parts = components
        return TimeInterval(parts.seconds) + TimeInterval(parts.attoseconds) / 1e18
    }
}
