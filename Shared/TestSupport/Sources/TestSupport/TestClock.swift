import AppCore
import Foundation

/// The instant every test clock reads unless a test says otherwise: 15 January 2026, noon UTC.
public enum TestClock {
    public static let referenceInstant = Date(timeIntervalSince1970: 1_768_478_400)

    /// A clock fixed at `referenceInstant`, or at `instant` when given.
    public static func fixed(_ instant: Date = referenceInstant) -> FixedAppClock {
        FixedAppClock(instant)
    }
}
