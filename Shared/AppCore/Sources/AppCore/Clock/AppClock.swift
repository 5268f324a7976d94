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

    /// Parses an ISO 8601 instant such as `2026-01-31T12:00:00Z`; `nil` when it is not one.
    public init?(iso8601 text: String) {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) {
            self.init(date)
            return
        }
        formatter.formatOptions = [.withFullDate]
        guard let day = formatter.date(from: text) else { return nil }
        self.init(day)
    }

    public func now() -> Date { instant }
}
