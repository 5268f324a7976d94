/// What makes a short name a person types (a contact's first name, say)
/// unusable in any language: characters that show nothing or turn the text
/// around, and more bytes than its characters could honestly need.
///
/// Invisible are: format characters (zero-width space, word joiner, U+FEFF,
/// the bidi embeddings, overrides, isolates and marks, tag characters),
/// controls, line and paragraph separators, and the characters that draw as
/// blank (U+2800 braille blank, the Hangul fillers, U+034F, U+17B4/5). Zero-width
/// joiner and non-joiner are kept between two visible characters, where scripts
/// and emoji need them, and refused anywhere else.
public enum TypedNameCheck {
    public enum Problem: Equatable, Sendable {
        /// The name holds a character that shows nothing or reorders the text.
        case invisibleCharacters
        /// The name's UTF-8 takes more than `maximumBytes` (stacked combining marks).
        case tooManyBytes(maximumBytes: Int)
    }

    /// The bytes a name of `maximumCharacters` may take: four per character on
    /// average, enough for any script, not for hundreds of stacked marks.
    public static func maximumBytes(forCharacters maximumCharacters: Int) -> Int {
        maximumCharacters * 4
    }

    /// The problem with `name`, or `nil` when it is fine to keep.
    public static func problem(in name: String, maximumCharacters: Int) -> Problem? {
        if containsInvisibleCharacters(name) { return .invisibleCharacters }
        let maximumBytes = maximumBytes(forCharacters: maximumCharacters)
        if name.utf8.count > maximumBytes { return .tooManyBytes(maximumBytes: maximumBytes) }
        return nil
    }

    /// Whether `text` holds a character that shows nothing or reorders the text.
    public static func containsInvisibleCharacters(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            if isJoiner(scalar) {
                let before = index > 0 ? scalars[index - 1] : nil
                let after = index + 1 < scalars.count ? scalars[index + 1] : nil
                guard let before, let after, isVisible(before), isVisible(after) else { return true }
            } else if isInvisible(scalar) {
                return true
            }
        }
        return false
    }

    /// Zero-width non-joiner and joiner.
    private static func isJoiner(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x200C || scalar.value == 0x200D
    }

    private static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        !isJoiner(scalar) && !isInvisible(scalar) && !scalar.properties.isWhitespace
    }

    /// Blank-looking letters and marks that general categories do not give away.
    private static let blankLooking: Set<UInt32> = [0x2800, 0x3164, 0xFFA0, 0x115F, 0x1160, 0x034F, 0x17B4, 0x17B5]

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .format, .control, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate:
            return true
        default:
            return blankLooking.contains(scalar.value)
        }
    }
}
