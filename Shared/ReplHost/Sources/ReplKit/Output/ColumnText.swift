/// Text fitted to a number of terminal columns (measured with `DisplayWidth`,
/// so wide characters count two): cut, wrapped at spaces, or items flowed
/// along lines. The cells of a ``TextGrid`` are made with it.
public enum ColumnText {
    /// `text` cut to `columns`, ending in "…" when it was cut.
    public static func truncated(_ text: String, toColumns columns: Int) -> String {
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
    public static func wrapped(_ text: String, toColumns columns: Int) -> [String] {
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

    /// `items` joined by `separator` along lines that start with `indent` and fit `columns`; a line
    /// broken between items ends with the separator's mark when `marksBreaks`, and an item wider
    /// than a line is wrapped at its spaces.
    public static func flowed(_ items: [String], separator: String, indent: String = "", columns: Int, marksBreaks: Bool = true)
        -> [String]
    {
        let width = max(columns - DisplayWidth.of(indent), 1)
        let mark = marksBreaks ? separator.trimmingTrailingSpaces : ""
        var lines: [String] = []
        var line = ""
        for (index, item) in items.enumerated() {
            let candidate = line.isEmpty ? item : line + separator + item
            let room = index == items.count - 1 ? 0 : DisplayWidth.of(mark)
            if DisplayWidth.of(candidate) + room <= width || (line.isEmpty && DisplayWidth.of(item) <= width) {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line + mark) }
            var pieces = wrapped(item, toColumns: width)
            line = pieces.popLast() ?? ""
            lines += pieces
        }
        if !line.isEmpty { lines.append(line) }
        return lines.map { indent + $0 }
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
