/// The words of a journey line written as a person would type them: split at spaces, `"…"`
/// kept together (quotes dropped, `\"` kept as `"`). Event lines and `# app:` headers use it.
enum QuotedWords {
    static func split(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var inQuotes = false
        var escaped = false
        var hasWord = false
        for character in text {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" && inQuotes {
                escaped = true
            } else if character == "\"" {
                inQuotes.toggle()
                hasWord = true
            } else if character == " " && !inQuotes {
                if hasWord { words.append(current) }
                current = ""
                hasWord = false
            } else {
                current.append(character)
                hasWord = true
            }
        }
        if hasWord { words.append(current) }
        return words
    }

    static func quotedIfNeeded(_ value: String) -> String {
        guard value.isEmpty || value.contains(where: { $0 == " " || $0 == "\"" }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
