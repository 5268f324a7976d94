/// Lines as a journey file writes them (the journey runner's README, "Journey files"): a command
/// as `> command`, an output line escaped where it would read as journey syntax.
enum JourneyText {
    /// The name the journey runner writes its temporary data folder as, in output.
    static let dataFolderName = "data"

    /// `command` as a command line: `> command`, a `{NAME}` in it written `\{NAME}` (and a `\`
    /// before a `{` doubled) so the runner sends the text as typed instead of a kept value.
    static func command(_ command: String) -> String {
        let characters = Array(command)
        var text = "> "
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count, characters[index + 1] == "{" {
                text += "\\\\{"
                index += 2
                continue
            }
            if character == "{", startsReference(characters, at: index) {
                text += "\\"
            }
            text.append(character)
            index += 1
        }
        return text
    }

    /// `line`, printed by the app, as an expected output line: the data folder's path (when
    /// given) as `{data}`, as the runner redacts it; `[..]`, `[[` and `{NAME}` as `\[..]`, `\[[`
    /// and `\{NAME}`; and a leading `\` when the line would read as a comment, command, event,
    /// request, wildcard or escape (`#`, `>`, `%`, `<`, `\`, `...`).
    static func output(_ line: String, dataFolder: String? = nil) -> String {
        let parts: [String]
        if let dataFolder, !dataFolder.isEmpty {
            parts = line.components(separatedBy: dataFolder)
        } else {
            parts = [line]
        }
        let text = parts.map(inlineEscaped).joined(separator: "{\(dataFolderName)}")
        return needsLeadingEscape(text) ? "\\" + text : text
    }

    /// Whether a written line would not read as an output line of its own.
    private static func needsLeadingEscape(_ text: String) -> Bool {
        if text.hasPrefix("\\[") || text.hasPrefix("\\{") { return false }
        if let first = text.first, "#>%<\\".contains(first) { return true }
        return text.trimmingTrailingWhitespace() == "..."
    }

    /// `[..]`, `[[` and `{NAME}` escaped; a `\` before `[` or `{` kept as itself.
    private static func inlineEscaped(_ text: String) -> String {
        let characters = Array(text)
        var escaped = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if character == "\\", let next, next == "[" || next == "{" {
                // `\[` reads as `[`: the backslash stays itself when the bracket is escaped too.
                escaped += "\\\\" + String(next)
                index += 2
                continue
            }
            if character == "[", next == "[" || characters[index...].starts(with: "[..]") {
                escaped += "\\"
            } else if character == "{", startsReference(characters, at: index) {
                escaped += "\\"
            }
            escaped.append(character)
            index += 1
        }
        return escaped
    }

    /// Whether a `{NAME}` reference starts at `index`: a name (a letter or `_`, then letters,
    /// digits, `_` and `-`) up to the first `}`.
    private static func startsReference(_ characters: [Character], at index: Int) -> Bool {
        guard let close = characters[(index + 1)...].firstIndex(of: "}") else { return false }
        let name = characters[(index + 1)..<close]
        guard let first = name.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
    }
}

extension String {
    fileprivate func trimmingTrailingWhitespace() -> Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)].isWhitespace { end = index(before: end) }
        return self[..<end]
    }
}
