import Foundation

/// URL slugs: lower case, accents folded, words joined by hyphens.
enum Slug {
    static func make(_ text: String) -> String {
        let folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: Locale(identifier: "en"))
            .replacingOccurrences(of: "ø", with: "o").replacingOccurrences(of: "ł", with: "l")
            .replacingOccurrences(of: "ß", with: "ss").replacingOccurrences(of: "æ", with: "ae")
        let words = folded.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        return words.joined(separator: "-")
    }
}
