import Foundation
import Localization

/// The top of a recorded journey: a comment saying where it came from, `# app:` with the
/// words a replay needs (``ReplayArguments``), and `# lang:` with the locale the app read
/// its language from, unless that is the runner's own `C.UTF-8`.
struct RecordedHeader: Equatable {
    /// The locale the journey runner runs the app in when a journey names none.
    static let runnerLocale = "C.UTF-8"

    /// The arguments for every session, as the app takes them.
    let appArguments: [String]
    /// The locale for `LANG`, nil for the runner's own.
    let language: String?

    init(appArguments: [String], language: String?) {
        self.appArguments = appArguments
        self.language = language
    }

    /// The header for a session whose process environment is `environment`: the locale named by
    /// `LC_ALL`, `LC_MESSAGES` or `LANG` (the first set, as the app reads its language).
    init(arguments: ReplayArguments, environment: [String: String]) {
        appArguments = arguments.words
        let locale = LocaleLanguageMatcher.messagesLocaleName(in: environment)
        language = locale == Self.runnerLocale ? nil : locale
    }

    /// A word no header line can hold: one with a line break in it.
    var wordWithLineBreak: String? {
        appArguments.first { $0.contains(where: \.isNewline) }
    }

    /// Its lines, each without a line break (given no ``wordWithLineBreak``).
    var lines: [String] {
        ["# Recorded by app --record.", "# app: " + appArguments.map(Self.quotedIfNeeded).joined(separator: " ")]
            + (language.map { ["# lang: \($0)"] } ?? [])
    }

    /// A word as `# app:` reads it: as it is, or in double quotes (`\` and `"` escaped inside)
    /// when it is empty or holds a space, another blank or a quote.
    static func quotedIfNeeded(_ word: String) -> String {
        guard word.isEmpty || word.contains(where: { $0.isWhitespace || $0 == "\"" }) else { return word }
        return "\"" + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
