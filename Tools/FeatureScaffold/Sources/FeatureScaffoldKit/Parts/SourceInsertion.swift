/// Text edits of existing sources that add lines at a known place, refusing when the
/// place is not found (so nothing is written half-way).
enum SourceInsertion {
    /// `text` with `lines` inserted after the first line containing `anchor`.
    static func inserting(_ lines: [String], afterLineContaining anchor: String, in text: String) -> String? {
        var all = text.components(separatedBy: "\n")
        guard let index = all.firstIndex(where: { $0.contains(anchor) }) else { return nil }
        all.insert(contentsOf: lines, at: index + 1)
        return all.joined(separator: "\n")
    }

    /// A JSON object's text with `members` (already-encoded `"key": value` lines) added
    /// before its closing brace, a comma after the member that was last.
    static func addingMembers(_ members: [String], toJSONObject text: String) -> String? {
        guard let close = text.lastIndex(of: "}") else { return nil }
        let head = text[..<close]
        guard let lastContent = head.lastIndex(where: { !$0.isWhitespace }) else { return nil }
        let needsComma = head[lastContent] != "{"
        let body = members.map { "  " + $0 }.joined(separator: ",\n")
        return String(head[...lastContent]) + (needsComma ? "," : "") + "\n" + body + "\n" + text[close...]
    }

    /// `text` quoted as a JSON string.
    static func jsonString(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
