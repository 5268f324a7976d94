import ReplKit

/// Text fitted to a number of terminal columns (measured with `DisplayWidth`,
/// so wide characters count two): cut, wrapped at spaces, or items flowed
/// along lines.
enum ColumnText {
    /// `text` cut to `columns`, ending in "…" when it was cut.
    static func truncated(_ text: String, toColumns columns: Int) -> String {
        guard DisplayWidth.of(text) > columns else { return text }
        guard columns > 1 else { return columns == 1 ? "…" : "" }
        var kept = ""
        for character in text {
            if DisplayWidth.of(kept + String(character)) > columns - 1 { break }
            kept.append(character)
        }
        return kept + "…"
    }

    /// `text` broken at spaces into lines of at most `columns`; a word wider than a line is cut.
    static func wrapped(_ text: String, toColumns columns: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ").map(String.init) {
            let candidate = line.isEmpty ? word : line + " " + word
            if DisplayWidth.of(candidate) <= columns {
                line = candidate
            } else {
                if !line.isEmpty { lines.append(line) }
                line = truncated(word, toColumns: columns)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// `items` joined by `separator` along lines that start with `indent` and fit `columns`.
    static func flowed(_ items: [String], separator: String, indent: String, columns: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for item in items {
            let candidate = line.isEmpty ? indent + item : line + separator + item
            if line.isEmpty || DisplayWidth.of(candidate) <= columns {
                line = candidate
            } else {
                lines.append(line + separator.trimmingTrailingSpaces)
                line = indent + item
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}

extension String {
    /// The text without the spaces at its end.
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
