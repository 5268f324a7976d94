import Foundation

/// ISO 8601 instants as the backend writes them (`2026-01-15T12:00:00Z`), with or without
/// fractions of a second or an offset.
enum BackendDates {
    static func date(from text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let date = try? Date(trimmed, strategy: .iso8601) { return date }
        let withFractions = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        return try? Date(trimmed, strategy: withFractions)
    }

    static func text(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}
