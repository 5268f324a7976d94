/// Text that came from outside the app — a server's answer, a file, a saved row — made
/// safe to show on a terminal and to store.
///
/// Removed: terminal escape sequences whole (CSI such as `ESC[2J`, OSC such as a window
/// title or a hyperlink, DCS/SOS/PM/APC strings, and the short `ESC c`-style ones; in their
/// 7-bit and 8-bit forms), every other C0 and C1 control character and DEL, the bidi
/// embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) that can reorder what
/// a reader sees, and U+FEFF. Kept: everything else, including the right-to-left and
/// left-to-right marks that Arabic text and the app's own number formatting use.
///
/// Line breaks (LF, CR, CR LF, NEL, U+2028, U+2029) and tabs are whitespace: a single line
/// gets a space for each, so no outside string can start a row of its own on screen.
public enum OutsideText {
    /// One line for a list row or a field: no line breaks, trimmed.
    public static func singleLine(_ text: String) -> String {
        String(OutsideTextScanner.cleaned(text, lineBreak: " ", tab: " "))
            .trimmingWhitespace()
    }

    /// Several lines (a description, any value of a server's JSON): line breaks kept, as
    /// `\n`, and tabs kept; nothing trimmed.
    public static func multiline(_ text: String) -> String {
        guard OutsideTextScanner.needsCleaning(text) else { return text }
        return String(OutsideTextScanner.cleaned(text, lineBreak: "\n", tab: "\t"))
    }

    /// A line about to be written to the terminal, whoever made it: the last line of
    /// defence, so spacing (and the app's own tabs) is kept, and line breaks become spaces.
    public static func terminalLine(_ text: String) -> String {
        guard OutsideTextScanner.needsCleaning(text) else { return text }
        return String(OutsideTextScanner.cleaned(text, lineBreak: " ", tab: "\t"))
    }

    /// One line checked against a length: the cleaned, trimmed text, at most `maxCharacters`
    /// characters. Bytes count too (at most eight per character allowed), so a few letters
    /// buried under thousands of combining marks do not pass for a short name.
    /// - Throws: `OutsideTextProblem.tooLong` — checked on the byte count first, so a text of
    ///   megabytes is refused without being walked.
    public static func field(_ text: String, maxCharacters: Int) throws(OutsideTextProblem) -> String {
        let maximumBytes = maxCharacters.multipliedReportingOverflow(by: bytesPerCharacter)
        guard maximumBytes.overflow || text.utf8.count <= maximumBytes.partialValue else {
            throw .tooLong(maximum: maxCharacters)
        }
        let line = singleLine(text)
        guard line.count <= maxCharacters else { throw .tooLong(maximum: maxCharacters) }
        return line
    }

    /// The most UTF-8 bytes a character of a bounded field may take on average.
    static let bytesPerCharacter = 8
}

/// Why outside text was refused.
public enum OutsideTextProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// Longer than `maximum` characters (or than eight bytes a character).
    case tooLong(maximum: Int)

    public var description: String {
        switch self {
        case .tooLong(let maximum): return "longer than \(maximum) characters"
        }
    }
}

extension String {
    /// Without whitespace (spaces, tabs, line breaks) at either end.
    fileprivate func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
