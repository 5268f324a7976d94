import Foundation

/// A `> clock …` line: the runner's, never the app's. It moves the app's clock from the next
/// command on, in the running app and in every later session of the journey:
/// `> clock +90s`, `+20m`, `+8h`, `+1d` (parts add up: `+1d2h`; `-` moves it back), or an
/// instant, `> clock 2026-01-16T08:00:00Z`.
public enum ClockDirective: Sendable, Equatable {
    case advance(seconds: Int)
    case set(Date)

    /// The directive `command` is, nil when it does not start with the word `clock`; throws a
    /// message when it does but says no time.
    public static func parse(_ command: String) throws(BackendHeaderProblem) -> ClockDirective? {
        let words = command.split(separator: " ", omittingEmptySubsequences: true)
        guard words.first?.lowercased() == "clock" else { return nil }
        guard words.count == 2 else { throw problem }
        let value = String(words[1])
        if let sign = value.first, sign == "+" || sign == "-" {
            guard let seconds = duration(value.dropFirst()) else { throw problem }
            return .advance(seconds: sign == "-" ? -seconds : seconds)
        }
        guard let instant = JourneyClock.date(from: value) else { throw problem }
        return .set(instant)
    }

    /// The instant after this directive, from `instant`.
    public func applied(to instant: Date) -> Date {
        switch self {
        case .advance(let seconds): instant.addingTimeInterval(TimeInterval(seconds))
        case .set(let date): date
        }
    }

    private static let problem = BackendHeaderProblem(
        message: "\"> clock\" takes a move such as +90s, +20m, +8h or +1d, or an instant such as 2026-01-16T08:00:00Z")

    /// `1d2h30m15s` in seconds; nil unless it is whole numbers each followed by d, h, m or s.
    private static func duration(_ text: Substring) -> Int? {
        let units: [Character: Int] = ["d": 86_400, "h": 3_600, "m": 60, "s": 1]
        var total = 0
        var digits = ""
        for character in text {
            if character.isASCII, character.isNumber {
                digits.append(character)
            } else if let unit = units[character], let number = Int(digits), number <= 100_000 {
                total += number * unit
                digits = ""
            } else {
                return nil
            }
        }
        return digits.isEmpty && !text.isEmpty ? total : nil
    }
}
