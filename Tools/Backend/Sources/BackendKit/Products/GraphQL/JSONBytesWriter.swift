import Primitives

/// Writes an `OrderedJSON` value as compact JSON bytes — the very bytes `compactText()` gives,
/// but a string at a time rather than a character at a time: a string with nothing to escape
/// is copied whole, which is most of a GraphQL answer.
enum JSONBytesWriter {
    static func bytes(_ value: OrderedJSON, capacity: Int = 1 << 14) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(capacity)
        write(value, to: &output)
        return output
    }

    static func write(_ value: OrderedJSON, to output: inout [UInt8]) {
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .int(let number): output.append(contentsOf: String(number).utf8)
        case .double: output.append(contentsOf: value.compactText().utf8)
        case .string(let text): write(text, to: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                write(element, to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                write(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                write(member.value, to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// `text` quoted; `"`, `\` and control characters escaped as `compactText()` escapes them
    /// (each is one byte in UTF-8, so bytes can be looked at one by one).
    static func write(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        let utf8 = text.utf8
        if !utf8.contains(where: needsEscape) {
            output.append(contentsOf: utf8)
        } else {
            for byte in utf8 {
                if needsEscape(byte) { output.append(contentsOf: escaped(byte).utf8) } else { output.append(byte) }
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    private static func escaped(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "\""): return "\\\""
        case UInt8(ascii: "\\"): return "\\\\"
        case UInt8(ascii: "\n"): return "\\n"
        case UInt8(ascii: "\t"): return "\\t"
        case UInt8(ascii: "\r"): return "\\r"
        case 0x08: return "\\b"
        case 0x0C: return "\\f"
        default:
            let hex = String(byte, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }
}
