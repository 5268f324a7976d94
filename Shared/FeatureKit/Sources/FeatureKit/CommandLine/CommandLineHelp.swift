/// Options as help lists them: the synopsis, then its sentence, wrapped to a width.
///
/// ```
///   --content-url <url>     A GodTools content API server for tools (or
///                           $CONTENT_URL); default: the bundled content.
/// ```
public enum CommandLineHelp {
    /// One entry per option, the sentences in a column after the widest synopsis
    /// (at most `maximumSynopsisWidth`; a longer one puts its sentence on the next line).
    public static func lines(for options: [CommandLineOption], columns: Int = 80, maximumSynopsisWidth: Int = 26) -> [String] {
        let indent = 2
        let synopsisWidth = min(options.map(\.synopsis.count).max() ?? 0, maximumSynopsisWidth)
        let helpColumn = indent + synopsisWidth + 2
        let width = max(columns - helpColumn, 20)
        var lines: [String] = []
        for option in options {
            let padding = String(repeating: " ", count: helpColumn)
            var words = wrap(option.help, width: width)
            let synopsis = String(repeating: " ", count: indent) + option.synopsis
            if option.synopsis.count > synopsisWidth || words.isEmpty {
                lines.append(synopsis)
            } else {
                lines.append(synopsis + String(repeating: " ", count: helpColumn - synopsis.count) + words.removeFirst())
            }
            lines += words.map { padding + $0 }
        }
        return lines
    }

    /// `text` in lines of at most `width` characters, broken between words.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
