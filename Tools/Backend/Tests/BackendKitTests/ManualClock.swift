import AppCore
import Foundation

/// A clock the test moves by hand.
final class ManualClock: AppClock, @unchecked Sendable {
    private let lock = NSLock()
    private var instant: Date

    init(_ instant: Date) {
        self.instant = instant
    }

    func now() -> Date {
        lock.withLock { instant }
    }

    /// Moves the clock on by `seconds`.
    func advance(by seconds: TimeInterval) {
        lock.withLock { instant = instant.addingTimeInterval(seconds) }
    }
}
