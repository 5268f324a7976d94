/// `{NAME}` in a journey's text: found, replaced, and in commands resolved from what was kept.
public enum NameReferences {
    /// `text` with each `{NAME}` that `value` answers replaced by the answer; others, and
    /// `\{` escapes, left as written.
    public static func replacing(in text: String, _ value: (String) -> String?) -> String {
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == "\\", next < text.endIndex, text[next] == "{" {
                result += "\\{"
                index = text.index(after: next)
            } else if character == "{", let close = text[next...].firstIndex(of: "}"),
                case let name = text[next..<close], InlinePatternParser.isName(name), let replacement = value(String(name))
            {
                result += replacement
                index = text.index(after: close)
            } else {
                result.append(character)
                index = next
            }
        }
        return result
    }

    /// The names `text` refers to with `{NAME}`, in order.
    public static func names(in text: String) -> [String] {
        var names: [String] = []
        _ = replacing(in: text) { name in
            names.append(name)
            return nil
        }
        return names
    }

    /// A command as the app is sent it: each `{NAME}` replaced by what was kept, `\{` written as
    /// `{`; throws the first name nothing kept.
    public static func resolve(command: String, captures: [String: String]) throws(UnknownCaptureName) -> String {
        if let unknown = names(in: command).first(where: { captures[$0] == nil }) {
            throw UnknownCaptureName(name: unknown)
        }
        return replacing(in: command) { captures[$0] }.replacingOccurrences(of: "\\{", with: "{")
    }
}
