/// How many terminal columns text takes: wide East Asian characters and
/// emoji take two, combining marks and format characters none, everything
/// else one. Used to line up columns (help, labels) in every app language.
public enum DisplayWidth {
    public static func of(_ text: String) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    /// `text` followed by spaces up to `columns` columns.
    public static func padded(_ text: String, toColumns columns: Int) -> String {
        text + String(repeating: " ", count: max(0, columns - of(text)))
    }

    /// One user-perceived character: an emoji takes two columns however many
    /// scalars make it up (a skin tone, a flag, a ZWJ family); anything else
    /// takes what its scalars take.
    static func width(of character: Character) -> Int {
        if EmojiPresentation.isEmoji(character.unicodeScalars) { return 2 }
        return character.unicodeScalars.reduce(0) { $0 + width(of: $1) }
    }

    static func width(of scalar: Unicode.Scalar) -> Int {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return 0
        default:
            return isWide(scalar.value) ? 2 : 1
        }
    }

    /// The East Asian Wide and Fullwidth blocks most text uses. Emoji are
    /// told by ``EmojiPresentation``, not by block.
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
