extension ColumnText {
    /// Marks a line does not start with (a closing bracket, a comma, a full stop): the character
    /// before them goes down with them.
    private static let closingMarks: Set<Character> = [
        "、", "。", "，", "．", "・", "：", "；", "？", "！", "」", "』", "）", "】", "〕", "〉", "》", "ー", "…",
        ",", ".", ":", ";", "?", "!", ")", "]",
    ]
    /// Marks a line does not end with (an opening bracket): they go down with what follows.
    private static let openingMarks: Set<Character> = ["「", "『", "（", "【", "〔", "〈", "《", "(", "["]

    /// `text` broken into lines of at most `columns`, each as full as it can be, losing nothing:
    /// at spaces, and in text written without spaces between its words (Chinese, Japanese)
    /// between characters too, never before a closing mark; a word wider than a line is broken
    /// where it must be. (``wrapped(_:toColumns:)`` cuts such a word instead.)
    public static func wordWrapped(_ text: String, toColumns columns: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ").map(String.init) {
            let joined = line.isEmpty ? word : line + " " + word
            if DisplayWidth.of(joined) <= columns {
                line = joined
                continue
            }
            if !breaksBetweenCharacters(word) {
                if !line.isEmpty { lines.append(line) }
                line = word
                if DisplayWidth.of(word) <= columns { continue }
                line = ""
            }
            (lines, line) = filling(lines, line: line.isEmpty ? "" : line + " ", with: Substring(word), columns: columns)
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// `word` poured into `line` (which may be empty) and the lines after it, broken between characters.
    private static func filling(_ done: [String], line: String, with word: Substring, columns: Int) -> ([String], String) {
        var lines = done
        var current = line
        var rest = word
        while DisplayWidth.of(current) + DisplayWidth.of(String(rest)) > columns {
            let room = columns - DisplayWidth.of(current)
            let fit = breakCount(rest, columns: room)
            if fit > 0 {
                lines.append(current + rest.prefix(fit))
                rest = rest.dropFirst(fit)
                current = ""
            } else if !current.isEmpty {
                lines.append(current.trimmingTrailingSpaces)
                current = ""
            } else {
                // No place to break fits a line: the word is broken where it must be.
                let forced = max(fittingCount(rest, columns: room), 1)
                lines.append(String(rest.prefix(forced)))
                rest = rest.dropFirst(forced)
            }
        }
        return (lines, current + rest)
    }

    /// How many of `text`'s first characters fit `columns`.
    private static func fittingCount(_ text: Substring, columns: Int) -> Int {
        var count = 0
        var width = 0
        for character in text {
            width += DisplayWidth.width(of: character)
            if width > columns { break }
            count += 1
        }
        return count
    }

    /// The most of `text`'s first characters that fit `columns` and end where a line may break:
    /// next to a Han or kana character, never before a closing mark nor after an opening one; 0
    /// when there is no such place.
    private static func breakCount(_ text: Substring, columns: Int) -> Int {
        let characters = Array(text)
        var count = min(fittingCount(text, columns: columns), characters.count - 1)
        while count > 0 {
            let (before, after) = (characters[count - 1], characters[count])
            if (breaksBetweenCharacters(before) || breaksBetweenCharacters(after)) && !closingMarks.contains(after)
                && !openingMarks.contains(before)
            {
                return count
            }
            count -= 1
        }
        return 0
    }

    /// Whether a line may break beside the character: Han, kana and their punctuation.
    private static func breaksBetweenCharacters(_ character: Character) -> Bool {
        character.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x3000...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF,
                0x20000...0x3FFFD:
                return true
            default:
                return false
            }
        }
    }

    /// Whether a line may break inside the word: it holds Han or kana.
    private static func breaksBetweenCharacters(_ word: String) -> Bool {
        word.contains { breaksBetweenCharacters($0) }
    }
}
