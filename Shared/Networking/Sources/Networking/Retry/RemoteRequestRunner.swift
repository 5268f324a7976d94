import Foundation
import Logging

/// Sends requests for a remote source: every attempt through its `HTTPFetching`, error
/// statuses turned into `RemoteFailure`s, transient failures tried again per its
/// `RetryPolicy`, and retries and failures logged (with secrets taken out of URLs).
public struct RemoteRequestRunner: Sendable {
    public let fetcher: any HTTPFetching
    public let retryPolicy: RetryPolicy
    private let logger: Logger
    private let finalFailureLevel: @Sendable (RemoteFailure) -> Logger.Level
    private let now: @Sendable () -> Date

    /// - Parameters:
    ///   - finalFailureLevel: the level a request's final failure is logged at; by default
    ///     ``expectedFailureLevel(_:)``. A source whose failures are all expected (views queued
    ///     to send later) passes `{ _ in .notice }`.
    ///   - now: the current time, to read `Retry-After` dates.
    public init(
        fetcher: any HTTPFetching, retryPolicy: RetryPolicy = RetryPolicy(), logger: Logger,
        finalFailureLevel: @escaping @Sendable (RemoteFailure) -> Logger.Level = Self.expectedFailureLevel,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.fetcher = fetcher
        self.retryPolicy = retryPolicy
        self.logger = logger
        self.finalFailureLevel = finalFailureLevel
        self.now = now
    }

    /// A server that cannot be reached or does not answer in time is what being offline looks
    /// like: the screen says so in words and works from its saved copy, so the log says it at
    /// `notice` (shown from `--log-level notice`, `--env qc` or `dev`), not in the person's
    /// session. A server that answered wrongly is a `warning`.
    @Sendable
    public static func expectedFailureLevel(_ failure: RemoteFailure) -> Logger.Level {
        switch failure {
        case .unreachable, .timedOut, .cancelled: .notice
        case .httpStatus, .malformedResponse, .tooLarge, .graphQL: .warning
        }
    }

    /// The 2xx response to `request`.
    /// - Throws: `RemoteFailure`; an answer with another status is `.httpStatus`.
    public func send(_ request: HTTPRequest) async throws(RemoteFailure) -> HTTPResponse {
        try await send(request) { response throws(RemoteFailure) in response }
    }

    /// What `decode` makes of the 2xx response to `request`.
    ///
    /// - Parameters:
    ///   - failureForErrorStatus: reads an answer with another status, for services that
    ///     explain their errors in the body (GraphQL); when it returns `nil` the failure is
    ///     `.httpStatus` with the answer's `Retry-After`.
    ///   - decode: reads a 2xx answer; its failures (usually `.malformedResponse`) are final
    ///     unless transient.
    /// - Throws: `RemoteFailure` only.
    public func send<Value>(
        _ request: HTTPRequest,
        failureForErrorStatus: (HTTPResponse) -> RemoteFailure? = { _ in nil },
        decode: (HTTPResponse) throws(RemoteFailure) -> Value
    ) async throws(RemoteFailure) -> Value {
        var attempt = 1
        while true {
            do throws(RemoteFailure) {
                guard !Task.isCancelled else { throw RemoteFailure.cancelled }
                let response = try await fetcher.fetch(request)
                guard response.isSuccessful else {
                    throw failureForErrorStatus(response) ?? statusFailure(response)
                }
                return try decode(response)
            } catch {
                try await waitBeforeRetry(after: error, attempt: attempt, request: request)
                attempt += 1
            }
        }
    }

    /// `.httpStatus` for `response`, with its `Retry-After` wait when it has one.
    private func statusFailure(_ response: HTTPResponse) -> RemoteFailure {
        let retryAfter = response.headers["Retry-After"].flatMap { RetryAfterHeader.delay(from: $0, now: now()) }
        return .httpStatus(response.status, retryAfter: retryAfter)
    }

    /// Returns when attempt number `attempt` failed with `failure` and another attempt may
    /// follow (after the policy's wait); throws `failure` when it is final.
    private func waitBeforeRetry(
        after failure: RemoteFailure, attempt: Int, request: HTTPRequest
    ) async throws(RemoteFailure) {
        var metadata: Logger.Metadata = [
            "method": "\(request.method)", "url": "\(URLLogRedaction.redacted(request.url))",
            "attempt": "\(attempt)", "failure": "\(failure)",
        ]
        if failure == .cancelled {
            logger.info("Remote request cancelled", metadata: metadata)
            throw failure
        }
        guard let delay = retryPolicy.delayBeforeRetry(after: failure, attempt: attempt) else {
            logger.log(level: finalFailureLevel(failure), "Remote request failed", metadata: metadata)
            throw failure
        }
        metadata["delay"] = "\(delay)"
        logger.notice("Remote request failed; trying again", metadata: metadata)
        do {
            try await retryPolicy.sleep(delay)
        } catch {
            logger.info("Remote request cancelled while waiting to try again", metadata: metadata)
            throw .cancelled
        }
        guard !Task.isCancelled else {
            logger.info("Remote request cancelled while waiting to try again", metadata: metadata)
            throw .cancelled
        }
    }
}
