import AppCore
import Foundation
import SystemKit

/// A clock a test moves forward by hand, to make saved data grow old.
public final class AdjustableTestClock: AppClock {
    private let instant: LockedState<Date>

    public init(_ start: Date = TestClock.referenceInstant) {
        instant = LockedState(start)
    }

    public func now() -> Date { instant.withLock { $0 } }

    public func advance(by interval: TimeInterval) {
        instant.withLock { $0 = $0.addingTimeInterval(interval) }
    }
}
