import Localization

/// How product text is compared when searching and matching names: the app's
/// search folding (case, accents and width ignored), then the Latin letters
/// that have no accent to drop but that people type without their stroke
/// ("soren" for Søren, "lucja" for Łucja). Both what is saved for searching
/// and what a person types go through it, so either spelling finds the other.
public enum ProductSearchKey {
    private static let letters: [Character: String] = [
        "ø": "o", "ł": "l", "đ": "d", "ħ": "h", "ı": "i", "æ": "ae", "œ": "oe", "þ": "th", "ð": "d", "ß": "ss",
    ]

    public static func make(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiFolded(text) }
        let folded = SearchFolding.folded(text)
        guard folded.contains(where: { letters[$0] != nil }) else { return folded }
        return folded.reduce(into: "") { result, character in
            if let replacement = letters[character] { result += replacement } else { result.append(character) }
        }
    }

    /// What `SearchFolding` makes of ASCII text, without Foundation's folding: trimmed of
    /// spaces and tabs, lower case (ASCII has no accents, widths or letters to replace).
    private static func asciiFolded(_ text: String) -> String {
        let bytes = text.utf8
        let isBlank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 }
        guard let first = bytes.firstIndex(where: { !isBlank($0) }), let last = bytes.lastIndex(where: { !isBlank($0) })
        else { return "" }
        let trimmed = bytes[first...last]
        if !trimmed.contains(where: { (0x41...0x5A).contains($0) }) { return String(Substring(trimmed)) }
        return String(decoding: trimmed.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }

    /// The words of `text` as keys: runs of letters and digits, folded.
    public static func words(_ text: String) -> [String] {
        make(text).split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }
}
