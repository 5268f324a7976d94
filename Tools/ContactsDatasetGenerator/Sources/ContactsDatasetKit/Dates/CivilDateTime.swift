/// A moment in UTC to the millisecond, on the proleptic Gregorian calendar,
/// computed with integer arithmetic only (Howard Hinnant's civil-date
/// algorithms), so it formats identically on every platform.
struct CivilDateTime: Comparable, Sendable {
    var year: Int
    var month: Int
    var day: Int
    /// Milliseconds since midnight.
    var millisecondOfDay: Int

    /// The day `daysSinceEpoch` days after 1970-01-01, at `millisecondOfDay`.
    init(daysSinceEpoch: Int, millisecondOfDay: Int = 0) {
        let z = daysSinceEpoch + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.millisecondOfDay = millisecondOfDay
    }

    /// Days from 1970-01-01 to `year`-`month`-`day`.
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// `1993-07-20T09:44:18.674Z`, as the API writes dates.
    var iso8601: String {
        let hours = millisecondOfDay / 3_600_000
        let minutes = millisecondOfDay / 60_000 % 60
        let seconds = millisecondOfDay / 1000 % 60
        let milliseconds = millisecondOfDay % 1000
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T"
            + "\(pad(hours, 2)):\(pad(minutes, 2)):\(pad(seconds, 2)).\(pad(milliseconds, 3))Z"
    }

    /// `ddMMyy`, as in Norwegian and German identifiers.
    var dayMonthShortYear: String {
        pad(day, 2) + pad(month, 2) + pad(year % 100, 2)
    }

    /// `yyMM`, as in French INSEE numbers.
    var shortYearMonth: String {
        pad(year % 100, 2) + pad(month, 2)
    }

    /// Whole years from this moment to `reference`.
    func age(at reference: CivilDateTime) -> Int {
        let years = reference.year - year
        return (reference.month, reference.day, reference.millisecondOfDay) < (month, day, millisecondOfDay)
            ? years - 1 : years
    }

    static func < (lhs: CivilDateTime, rhs: CivilDateTime) -> Bool {
        (lhs.year, lhs.month, lhs.day, lhs.millisecondOfDay) < (rhs.year, rhs.month, rhs.day, rhs.millisecondOfDay)
    }

    private func pad(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
