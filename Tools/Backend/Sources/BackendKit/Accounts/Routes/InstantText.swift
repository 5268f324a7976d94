import Foundation

/// Instants as the account routes write them: ISO 8601 in UTC to the second, `2026-11-28T10:00:00Z`.
enum InstantText {
    static func string(from instant: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: instant)
    }
}
