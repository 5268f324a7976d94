extension OrderedJSON {
    /// The value as JSON text indented by two spaces a level, members in their order, and a
    /// final newline: what a JSON file of the content generator holds.
    public func indentedText() -> String {
        var output = ""
        writeIndented(to: &output, level: 0)
        return output + "\n"
    }

    /// The value as compact JSON: no spaces, members in their order, non-ASCII text as
    /// UTF-8 (not `\u` escapes), `/` unescaped — one line of a JSON Lines file.
    public func compactText() -> String {
        var output = ""
        writeCompact(to: &output)
        return output
    }

    private func writeIndented(to output: inout String, level: Int) {
        let padding = String(repeating: "  ", count: level + 1)
        let closing = String(repeating: "  ", count: level)
        switch self {
        case .array(let elements) where !elements.isEmpty:
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += padding
                element.writeIndented(to: &output, level: level + 1)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += closing + "]"
        case .object(let members) where !members.isEmpty:
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += padding
                Self.writeString(member.key, to: &output)
                output += ": "
                member.value.writeIndented(to: &output, level: level + 1)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += closing + "}"
        default:
            writeCompact(to: &output)
        }
    }

    private func writeCompact(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .double(let value): output += value.isFinite ? Self.numberText(value) : "null"
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.writeCompact(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                Self.writeString(member.key, to: &output)
                output += ":"
                member.value.writeCompact(to: &output)
            }
            output += "}"
        }
    }

    /// `1.5` as `1.5`, `2.0` as `2`, `1e+20` as is.
    private static func numberText(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// `value` quoted, with `"`, `\`, newline, tab, return, backspace, form feed and other
    /// control characters escaped.
    private static func writeString(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
