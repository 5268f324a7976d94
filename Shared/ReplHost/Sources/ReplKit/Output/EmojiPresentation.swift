/// Whether a character shows as an emoji picture (two columns on a terminal)
/// rather than as text.
enum EmojiPresentation {
    /// VARIATION SELECTOR-15: show the character before it as text.
    static let textSelector: Unicode.Scalar = "\u{FE0E}"
    /// VARIATION SELECTOR-16: show the character before it as an emoji.
    static let emojiSelector: Unicode.Scalar = "\u{FE0F}"
    /// ZERO WIDTH JOINER: glues emoji into one picture (👨‍👩‍👧).
    static let joiner: Unicode.Scalar = "\u{200D}"

    /// Whether the scalars of one character show as an emoji. A ZWJ sequence
    /// does when any of its parts does; a single part does when
    /// - its base is an emoji by default (🚀, ☕, a flag), unless VS15 right
    ///   after it asks for text;
    /// - its base is text by default (☺, ❤, the digit of a keycap) and VS16
    ///   or a skin tone follows it.
    static func isEmoji(_ scalars: Character.UnicodeScalarView) -> Bool {
        let parts = scalars.split(separator: joiner)
        if parts.count > 1 { return parts.contains(where: presentsAsEmoji) }
        return presentsAsEmoji(scalars[...])
    }

    private static func presentsAsEmoji(_ part: Substring.UnicodeScalarView) -> Bool {
        guard let base = part.first else { return false }
        let next = part.dropFirst().first
        if next == textSelector { return false }
        if base.properties.isEmojiPresentation { return true }
        guard base.properties.isEmoji, let next else { return false }
        return next == emojiSelector || next.properties.isEmojiModifier
    }
}
