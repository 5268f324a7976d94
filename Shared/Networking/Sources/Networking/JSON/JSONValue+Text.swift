extension JSONValue {
    /// The value as compact JSON text, object members sorted by name so the same value
    /// always gives the same bytes. A number that JSON cannot hold (NaN, infinity) is
    /// written as `null`.
    public var jsonText: String {
        var text = ""
        write(to: &text)
        return text
    }

    private func write(to text: inout String) {
        switch self {
        case .null:
            text += "null"
        case .bool(let value):
            text += value ? "true" : "false"
        case .int(let value):
            text += String(value)
        case .double(let value):
            text += value.isFinite ? Self.numberText(value) : "null"
        case .string(let value):
            Self.writeString(value, to: &text)
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                element.write(to: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, name) in members.keys.sorted().enumerated() {
                if index > 0 { text += "," }
                Self.writeString(name, to: &text)
                text += ":"
                members[name]?.write(to: &text)
            }
            text += "}"
        }
    }

    /// `1.5` as `1.5`, `2.0` as `2`, `1e+20` as is.
    private static func numberText(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// `value` in quotes, with quote, backslash and control characters escaped.
    private static func writeString(_ value: String, to text: inout String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{08}": text += "\\b"
            case "\u{0C}": text += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
