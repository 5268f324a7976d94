/// Release days from 1 January 2024, as `YYYY-MM-DD`, computed without a
/// calendar library so every platform writes the same text.
enum ReleaseDate {
    static func string(daysAfterStart days: Int) -> String {
        var year = 2024
        var remaining = days
        while remaining >= daysIn(year) {
            remaining -= daysIn(year)
            year += 1
        }
        var month = 1
        while remaining >= daysIn(month: month, year: year) {
            remaining -= daysIn(month: month, year: year)
            month += 1
        }
        return "\(year)-\(twoDigits(month))-\(twoDigits(remaining + 1))"
    }

    private static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    private static func daysIn(_ year: Int) -> Int {
        isLeap(year) ? 366 : 365
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
