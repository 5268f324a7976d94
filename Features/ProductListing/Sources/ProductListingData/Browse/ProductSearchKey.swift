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
        let folded = SearchFolding.folded(text)
        guard folded.contains(where: { letters[$0] != nil }) else { return folded }
        return folded.reduce(into: "") { result, character in
            if let replacement = letters[character] { result += replacement } else { result.append(character) }
        }
    }

    /// The words of `text` as keys: runs of letters and digits, folded.
    public static func words(_ text: String) -> [String] {
        make(text).split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }
}
