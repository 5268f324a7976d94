/// Splits a command line into words. Double or single quotes keep spaces
/// inside one word (`search "new york"`); a backslash takes the next
/// character as it is.
public enum Tokenizer {
    public enum Failure: Error, Equatable, Sendable {
        case unterminatedQuote(Character)
    }

    public static func tokenize(_ line: String) -> Result<[String], Failure> {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaping = false

        for character in line {
            if escaping {
                current.append(character)
                escaping = false
                inWord = true
                continue
            }
            if character == "\\" && quote != "'" {
                escaping = true
                inWord = true
                continue
            }
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
                continue
            }
            if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character.isWhitespace {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if let open = quote { return .failure(.unterminatedQuote(open)) }
        if escaping { current.append("\\") }
        if inWord { words.append(current) }
        return .success(words)
    }
}
