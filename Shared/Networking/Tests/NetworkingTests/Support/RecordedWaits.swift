import Networking
import SystemKit

/// The waits a `RetryPolicy` asked for, recorded instead of slept.
final class RecordedWaits: Sendable {
    private let storage = LockedState<[Duration]>([])

    var all: [Duration] {
        storage.withLock { $0 }
    }

    /// A policy like `RetryPolicy(maxAttempts:)` whose waits land here and return at once.
    func policy(maxAttempts: Int = 3, maxRetryAfter: Duration? = nil) -> RetryPolicy {
        RetryPolicy(maxAttempts: maxAttempts, maxRetryAfter: maxRetryAfter) { wait in
            self.record(wait)
        }
    }

    private func record(_ wait: Duration) {
        storage.withLock { $0.append(wait) }
    }
}
