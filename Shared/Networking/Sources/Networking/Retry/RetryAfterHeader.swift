import Foundation

/// Reads a `Retry-After` header value: a number of seconds (`120`) or an HTTP date
/// (`Wed, 21 Oct 2026 07:28:00 GMT`, also in the two obsolete forms HTTP still allows).
public enum RetryAfterHeader {
    /// The wait `value` asks for, counted from `now`; zero for a date already past,
    /// `nil` when `value` is neither form.
    public static func delay(from value: String, now: Date) -> Duration? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if !trimmed.isEmpty, trimmed.allSatisfy(\.isASCIIDigit) {
            guard let seconds = Int64(trimmed) else { return nil }
            return .seconds(seconds)
        }
        let singleSpaced = trimmed.split(separator: " ").joined(separator: " ")
        guard let date = httpDate(singleSpaced) else { return nil }
        let seconds = max(0, date.timeIntervalSince(now))
        return .milliseconds(Int64((seconds * 1000).rounded(.up)))
    }

    /// IMF-fixdate first, then RFC 850 and asctime dates, all in GMT (runs of spaces made single).
    private static func httpDate(_ text: String) -> Date? {
        let formats = ["EEE, dd MMM yyyy HH:mm:ss 'GMT'", "EEEE, dd-MMM-yy HH:mm:ss 'GMT'", "EEE MMM d HH:mm:ss yyyy"]
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        for format in formats {
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool {
        ("0"..."9").contains(self)
    }
}
