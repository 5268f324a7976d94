/// How a remote call tries again after a transient failure: up to `maxAttempts` attempts in
/// all, waiting `baseDelay`, then `baseDelay × multiplier`, and so on, never longer than
/// `maxDelay`, between them.
///
/// When a 429 or 503 answer says how long to wait (`Retry-After`), that wait is used instead,
/// as long as it is no longer than `maxRetryAfter`; a server asking for a longer wait is not
/// tried again.
public struct RetryPolicy: Sendable {
    /// Attempts in all, the first included; at least 1.
    public var maxAttempts: Int
    /// The wait before the second attempt.
    public var baseDelay: Duration
    /// How much longer each following wait is.
    public var multiplier: Double
    /// The longest wait of the backoff.
    public var maxDelay: Duration
    /// The longest `Retry-After` wait honoured.
    public var maxRetryAfter: Duration
    /// Waits between attempts; throws when the waiting task is cancelled.
    /// Tests pass one that records the wait and returns at once.
    public var sleep: @Sendable (Duration) async throws -> Void

    /// - Parameter maxRetryAfter: the longest `Retry-After` wait honoured; `maxDelay` when `nil`.
    public init(
        maxAttempts: Int = 3,
        baseDelay: Duration = .milliseconds(500),
        multiplier: Double = 2,
        maxDelay: Duration = .seconds(8),
        maxRetryAfter: Duration? = nil,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.baseDelay = baseDelay
        self.multiplier = multiplier
        self.maxDelay = maxDelay
        self.maxRetryAfter = maxRetryAfter ?? maxDelay
        self.sleep = sleep
    }

    /// One attempt only.
    public static let never = RetryPolicy(maxAttempts: 1)

    /// The backoff wait after failed attempt number `attempt` (1-based) before the next one.
    public func delay(afterAttempt attempt: Int) -> Duration {
        var delay = baseDelay
        for _ in 1..<max(1, attempt) {
            delay = delay * multiplier
            if delay >= maxDelay { break }
        }
        return min(delay, maxDelay)
    }

    /// The wait before trying again after attempt number `attempt` failed with `failure`,
    /// or `nil` when it is not tried again: the failure is not transient, the attempts are
    /// used up, or the server asked to wait longer than `maxRetryAfter`.
    public func delayBeforeRetry(after failure: RemoteFailure, attempt: Int) -> Duration? {
        guard failure.isTransient, attempt < maxAttempts else { return nil }
        if case .httpStatus(let status, let retryAfter?) = failure, status == 429 || status == 503 {
            return retryAfter <= maxRetryAfter ? max(.zero, retryAfter) : nil
        }
        return delay(afterAttempt: attempt)
    }
}
