/// How a remote source tries again after a transient failure: up to `maxAttempts`
/// attempts in all, waiting `baseDelay`, then `baseDelay × multiplier`, and so on,
/// never longer than `maxDelay`, between them.
public struct RetryPolicy: Sendable {
    /// Attempts in all, the first included; at least 1.
    public var maxAttempts: Int
    /// The wait before the second attempt.
    public var baseDelay: Duration
    /// How much longer each following wait is.
    public var multiplier: Double
    /// The longest wait.
    public var maxDelay: Duration
    /// Waits between attempts; throws when the waiting task is cancelled.
    /// Tests pass one that returns at once.
    public var sleep: @Sendable (Duration) async throws -> Void

    public init(
        maxAttempts: Int = 3,
        baseDelay: Duration = .milliseconds(500),
        multiplier: Double = 2,
        maxDelay: Duration = .seconds(8),
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.baseDelay = baseDelay
        self.multiplier = multiplier
        self.maxDelay = maxDelay
        self.sleep = sleep
    }

    /// One attempt only.
    public static let never = RetryPolicy(maxAttempts: 1)

    /// The wait after failed attempt number `attempt` (1-based) before the next one.
    public func delay(afterAttempt attempt: Int) -> Duration {
        var delay = baseDelay
        for _ in 1..<max(1, attempt) {
            delay = delay * multiplier
            if delay >= maxDelay { break }
        }
        return min(delay, maxDelay)
    }
}
