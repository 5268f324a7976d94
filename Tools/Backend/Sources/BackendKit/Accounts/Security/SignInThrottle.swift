import Foundation
import SystemKit

/// Counts failed password sign-ins per address: once `limit` (5) have failed within `window`
/// (ten minutes), every sign-in for that address is refused until the oldest of those failures
/// is `window` old. Attempts refused so are not counted; a sign-in that works forgets the
/// failures. Kept in memory, for the backend's run.
final class SignInThrottle: Sendable {
    static let limit = 5
    static let window: TimeInterval = 10 * 60
    /// The most addresses with failures kept; past it, those with no failure in the window go.
    static let maximumAddresses = 10_000

    private let failures = LockedState<[String: [Date]]>([:])

    /// How many whole seconds until a sign-in for `emailKey` is taken again; nil when it is now.
    func secondsLocked(_ emailKey: String, at now: Date) -> Int? {
        failures.withLock { failures in
            let recent = Self.recent(failures[emailKey] ?? [], at: now)
            guard recent.count >= Self.limit else { return nil }
            let unlocked = recent[recent.count - Self.limit].addingTimeInterval(Self.window)
            return max(1, Int(unlocked.timeIntervalSince(now).rounded(.up)))
        }
    }

    func recordFailure(_ emailKey: String, at now: Date) {
        failures.withLock { failures in
            if failures.count >= Self.maximumAddresses {
                failures = failures.filter { !Self.recent($0.value, at: now).isEmpty }
            }
            failures[emailKey] = Self.recent(failures[emailKey] ?? [], at: now) + [now]
        }
    }

    func forget(_ emailKey: String) {
        failures.withLock { _ = $0.removeValue(forKey: emailKey) }
    }

    /// The failures less than `window` before `now` (or after it, when the clock went back), oldest first.
    private static func recent(_ dates: [Date], at now: Date) -> [Date] {
        dates.filter { now.timeIntervalSince($0) < window }
    }
}
