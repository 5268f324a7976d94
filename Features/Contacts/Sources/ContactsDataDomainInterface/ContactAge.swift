import Foundation

/// Whole years between a birth date and now, counted on the UTC calendar.
enum ContactAge {
    static func years(bornAt birthDate: Date, now: Date) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return max(0, calendar.dateComponents([.year], from: birthDate, to: now).year ?? 0)
    }
}
