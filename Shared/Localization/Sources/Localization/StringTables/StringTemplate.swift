/// Fills `{name}` placeholders in a localized text.
public enum StringTemplate {
    /// The names of the placeholders in `text`, in order of appearance.
    public static func placeholders(in text: String) -> [String] {
        var names: [String] = []
        scan(text) { piece in
            if case .placeholder(let name) = piece { names.append(name) }
        }
        return names
    }

    /// Replaces each `{name}` that has a value in `arguments`, in one pass: a
    /// value that itself contains `{…}` is inserted as it is. Placeholders
    /// without a value are left as they are.
    public static func fill(_ text: String, with arguments: [String: String]) -> String {
        guard text.contains("{") else { return text }
        var result = ""
        scan(text) { piece in
            switch piece {
            case .literal(let literal): result += literal
            case .placeholder(let name): result += arguments[name] ?? "{\(name)}"
            }
        }
        return result
    }

    private enum Piece {
        case literal(String)
        case placeholder(String)
    }

    /// Splits `text` into literal runs and `{name}` placeholders (names of letters, digits and `_`).
    private static func scan(_ text: String, _ visit: (Piece) -> Void) {
        var literal = ""
        var pending: String?
        for character in text {
            if character == "{" {
                if let open = pending { literal += "{" + open }
                pending = ""
            } else if character == "}", let name = pending {
                if name.isEmpty {
                    literal += "{}"
                } else {
                    if !literal.isEmpty { visit(.literal(literal)) }
                    literal = ""
                    visit(.placeholder(name))
                }
                pending = nil
            } else if pending != nil {
                if character.isLetter || character.isNumber || character == "_" {
                    pending?.append(character)
                } else {
                    literal += "{" + (pending ?? "") + String(character)
                    pending = nil
                }
            } else {
                literal.append(character)
            }
        }
        if let open = pending { literal += "{" + open }
        if !literal.isEmpty { visit(.literal(literal)) }
    }
}
