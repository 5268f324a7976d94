import Foundation

/// Turns Latin-script names into the lowercase ASCII randomuser.me uses in
/// emails: `Ørjan` → `orjan`, `Müller` → `muller`, `Çelik` → `celik`,
/// `van den Berg` → `vandenberg`, `O'Connor` → `oconnor`.
enum ASCIIFolding {
    /// Letters that do not decompose into a base letter and a mark.
    private static let replacements: [Character: String] = [
        "ø": "o", "Ø": "o", "æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe", "ß": "ss",
        "ı": "i", "ł": "l", "Ł": "l", "đ": "d", "Đ": "d", "ð": "d", "þ": "th",
    ]

    /// Lowercase `a`–`z` and `0`–`9` only.
    static func emailPart(_ text: String) -> String {
        let replaced = text.map { replacements[$0] ?? String($0) }.joined()
        let decomposed = replaced.decomposedStringWithCanonicalMapping.lowercased()
        return String(
            decomposed.unicodeScalars.filter { scalar in
                ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
            }.map(Character.init))
    }
}
