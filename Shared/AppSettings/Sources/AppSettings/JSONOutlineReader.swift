/// Reads a JSON config file's outline: its keys with their lines, and where the text stops
/// being JSON. A few dozen lines of scanning rather than Foundation's parser, which says
/// neither where a key is nor, on Linux, where the text went wrong.
struct JSONOutlineReader {
    /// Deeper nesting than any config needs is refused rather than followed.
    static let maximumDepth = 32

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var outline = SettingsFileOutline()

    static func outline(of text: String) throws(SettingsFileSyntaxError) -> SettingsFileOutline {
        var reader = JSONOutlineReader(bytes: Array(text.utf8))
        return try reader.readDocument()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func readDocument() throws(SettingsFileSyntaxError) -> SettingsFileOutline {
        skipBlanks()
        guard peek() == UInt8(ascii: "{") else { throw failure("the file must hold one JSON object, {…}") }
        try readObject(path: [], depth: 1)
        skipBlanks()
        guard index == bytes.count else { throw failure("there is more after the object's closing }") }
        return outline
    }

    private mutating func readValue(path: [String], keyLine: Int, depth: Int) throws(SettingsFileSyntaxError) {
        skipBlanks()
        switch peek() {
        case UInt8(ascii: "{"):
            try readObject(path: path, depth: depth + 1)
        case UInt8(ascii: "["):
            try readArray(depth: depth + 1)
            outline.add(path, line: keyLine)
        case UInt8(ascii: "\""):
            _ = try readString()
            outline.add(path, line: keyLine)
        case .some(let byte) where byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte):
            try readNumber()
            outline.add(path, line: keyLine)
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            try readLiteral()
            outline.add(path, line: keyLine)
        default:
            throw failure("a value was expected (text in quotes, a number, true, false, [ or {)")
        }
    }

    private mutating func readObject(path: [String], depth: Int) throws(SettingsFileSyntaxError) {
        guard depth <= Self.maximumDepth else { throw failure("the objects are nested too deep") }
        index += 1
        skipBlanks()
        if peek() == UInt8(ascii: "}") {
            index += 1
            return
        }
        while true {
            skipBlanks()
            guard peek() == UInt8(ascii: "\"") else { throw failure("a key in quotes was expected") }
            let keyLine = line
            let key = try readString()
            skipBlanks()
            guard peek() == UInt8(ascii: ":") else { throw failure("a : was expected after the key \"\(key)\"") }
            index += 1
            try readValue(path: path + [key], keyLine: keyLine, depth: depth)
            skipBlanks()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return
            default: throw failure("a , or } was expected after the value of \"\(key)\"")
            }
        }
    }

    private mutating func readArray(depth: Int) throws(SettingsFileSyntaxError) {
        guard depth <= Self.maximumDepth else { throw failure("the lists are nested too deep") }
        index += 1
        skipBlanks()
        if peek() == UInt8(ascii: "]") {
            index += 1
            return
        }
        while true {
            var elements = SettingsFileOutline()
            swap(&elements, &outline)
            try readValue(path: [], keyLine: line, depth: depth)
            swap(&elements, &outline)
            skipBlanks()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return
            default: throw failure("a , or ] was expected in the list")
            }
        }
    }

    /// A string's text, its escapes read; the index is left after the closing quote.
    private mutating func readString() throws(SettingsFileSyntaxError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
                return String(scalars)
            case UInt8(ascii: "\\"):
                scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
                run.removeAll()
                index += 1
                scalars.append(try readEscape())
            case 0..<0x20:
                throw failure("a text in quotes must end on the line it starts (write \\n for a new line)")
            default:
                run.append(byte)
                index += 1
            }
        }
        throw failure("a text in quotes has no closing \"")
    }

    private mutating func readEscape() throws(SettingsFileSyntaxError) -> Unicode.Scalar {
        guard let byte = peek() else { throw failure("the file ends inside an escape") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try readHexUnit()
            if UTF16.isLeadSurrogate(unit), peek() == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") {
                index += 2
                let trail = try readHexUnit()
                if UTF16.isTrailSurrogate(trail) {
                    let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(trail) - 0xDC00)
                    return Unicode.Scalar(value) ?? "\u{FFFD}"
                }
            }
            return Unicode.Scalar(unit) ?? "\u{FFFD}"
        default:
            throw failure("\\\(Character(Unicode.Scalar(byte))) is not an escape JSON knows")
        }
    }

    private mutating func readHexUnit() throws(SettingsFileSyntaxError) -> UInt16 {
        var unit: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = Self.hexDigit(byte) else {
                throw failure("\\u takes four hexadecimal digits")
            }
            unit = unit << 4 | UInt16(digit)
            index += 1
        }
        return unit
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private mutating func readNumber() throws(SettingsFileSyntaxError) {
        let start = index
        while let byte = peek(), "+-.eE0123456789".utf8.contains(byte) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard Double(text) != nil, !text.hasPrefix("+"), !text.hasPrefix("."), !text.hasPrefix("-.") else {
            throw failure("\(text) is not a number as JSON writes one")
        }
    }

    private mutating func readLiteral() throws(SettingsFileSyntaxError) {
        for literal in ["true", "false", "null"] where bytes[index...].starts(with: literal.utf8) {
            index += literal.utf8.count
            return
        }
        throw failure("a value was expected (true, false or null are written in small letters, text in quotes)")
    }

    private mutating func skipBlanks() {
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                index += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
            default: return
            }
        }
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private func failure(_ text: String) -> SettingsFileSyntaxError {
        SettingsFileSyntaxError(line: line, text: index >= bytes.count ? "the file ends too soon: \(text)" : text)
    }
}
