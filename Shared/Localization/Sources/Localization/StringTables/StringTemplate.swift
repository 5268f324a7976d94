/// Fills `{name}` placeholders in a localized text.
public enum StringTemplate {
    /// The names of the placeholders in `text`, in order of appearance.
    public static func placeholders(in text: String) -> [String] {
        var names: [String] = []
        var current: String?
        for character in text {
            switch character {
            case "{":
                current = ""
            case "}":
                if let name = current, !name.isEmpty { names.append(name) }
                current = nil
            default:
                if current != nil {
                    if character.isLetter || character.isNumber || character == "_" {
                        current?.append(character)
                    } else {
                        current = nil
                    }
                }
            }
        }
        return names
    }

    /// Replaces each `{name}` that has a value in `arguments`; others are left as they are.
    public static func fill(_ text: String, with arguments: [String: String]) -> String {
        guard text.contains("{") else { return text }
        var result = text
        for (name, value) in arguments {
            result = result.replacingOccurrences(of: "{\(name)}", with: value)
        }
        return result
    }
}
