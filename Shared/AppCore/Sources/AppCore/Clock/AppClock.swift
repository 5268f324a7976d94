import Foundation

/// Tells the time. Inject it wherever "now" matters (ages, "saved 5 minutes ago")
/// so scripts and tests can pin the time with ``FixedAppClock``.
public protocol AppClock: Sendable {
    func now() -> Date
}

/// The machine's clock.
public struct SystemAppClock: AppClock {
    public init() {}
    public func now() -> Date { Date() }
}

/// A clock that always reads the same instant: for scripts (`--now`) and tests.
public struct FixedAppClock: AppClock {
    public let instant: Date

    public init(_ instant: Date) {
        self.instant = instant
    }

    /// Parses an ISO 8601 instant such as `2026-01-31T12:00:00Z` (fractional
    /// seconds allowed) or a plain date `2026-01-31` (midnight UTC); `nil` for
    /// anything else, including impossible dates such as `2026-02-30`.
    public init?(iso8601 text: String) {
        let instant = ISO8601DateFormatter()
        if let date = instant.date(from: text) {
            self.init(date)
            return
        }
        instant.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = instant.date(from: text) {
            self.init(date)
            return
        }
        let day = ISO8601DateFormatter()
        day.formatOptions = [.withFullDate]
        guard text.count == 10, let date = day.date(from: text), day.string(from: date) == text else { return nil }
        self.init(date)
    }

    public func now() -> Date { instant }
}
