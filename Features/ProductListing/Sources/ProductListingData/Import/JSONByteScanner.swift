/// Reads one JSON text from its UTF-8 bytes, value by value, without building a tree:
/// the caller asks for what it expects next (an object's keys, a string, an integer)
/// and skips what it does not need. Strict about the grammar (RFC 8259): anything else
/// throws a ``JSONByteScanner/Failure`` saying what was expected and where.
struct JSONByteScanner {
    /// Why the bytes are not the JSON expected; `offset` counts bytes from the start of the text.
    struct Failure: Error, Equatable {
        let reason: String
        let offset: Int
    }

    private let bytes: UnsafeRawBufferPointer
    private var position = 0
    /// Nesting deeper than this is refused, so no line can exhaust the stack.
    private static let deepestNesting = 64
    private var depth = 0

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    // MARK: - Structure

    /// Reads an object, handing each key to `member`, which must read or skip its value.
    mutating func object(_ member: (inout JSONByteScanner, String) throws -> Void) throws {
        try elements(open: 0x7B, close: 0x7D, "an object", "',' or '}' in an object") { scanner in
            let key = try scanner.string()
            scanner.skipSpace()
            try scanner.expect(0x3A, "':' after a key")
            try member(&scanner, key)
        }
    }

    /// Reads an array, calling `element` for each element, which must read or skip it.
    mutating func array(_ element: (inout JSONByteScanner) throws -> Void) throws {
        try elements(open: 0x5B, close: 0x5D, "an array", "',' or ']' in an array", element)
    }

    /// An object's members or an array's elements: `open`, then `element` for each, separated
    /// by commas, then `close`.
    private mutating func elements(
        open: UInt8, close: UInt8, _ container: String, _ separator: String, _ element: (inout JSONByteScanner) throws -> Void
    ) throws {
        try self.open(open, container)
        defer { depth -= 1 }
        skipSpace()
        if peek() == close {
            position += 1
            return
        }
        while true {
            try element(&self)
            skipSpace()
            switch next() {
            case 0x2C: continue
            case close: return
            default: throw failure(separator)
            }
        }
    }

    /// Reads an array of strings.
    mutating func strings() throws -> [String] {
        var values: [String] = []
        try array { values.append(try $0.string()) }
        return values
    }

    /// Whether the next value is `null`, which is then read.
    mutating func null() throws -> Bool {
        skipSpace()
        guard peek() == 0x6E else { return false }
        try literal("null")
        return true
    }

    /// Checks that nothing but white space follows the value read.
    mutating func end() throws {
        skipSpace()
        guard position == bytes.count else { throw failure("the end of the line after the product") }
    }

    /// Reads and drops whatever value comes next.
    mutating func skipValue() throws {
        skipSpace()
        switch peek() {
        case 0x7B: try object { scanner, _ in try scanner.skipValue() }
        case 0x5B: try array { try $0.skipValue() }
        case 0x22: _ = try string()
        case 0x74: try literal("true")
        case 0x66: try literal("false")
        case 0x6E: try literal("null")
        default: try number()
        }
    }

    // MARK: - Values

    /// Reads a string, its escapes decoded; invalid UTF-8 is refused.
    mutating func string() throws -> String {
        skipSpace()
        try expect(0x22, "a string")
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x22 {
                defer { position += 1 }
                return try text(start..<position)
            }
            if byte == 0x5C { return try escapedString(from: start) }
            if byte < 0x20 { throw failure("no control character inside a string") }
            position += 1
        }
        throw failure("the end of a string")
    }

    /// Reads an integer (no fraction or exponent) that fits in `Int`.
    mutating func int() throws -> Int {
        skipSpace()
        let start = position
        let negative = peek() == 0x2D
        if negative { position += 1 }
        guard let first = peek(), (0x30...0x39).contains(first) else { throw failure("a whole number") }
        if first == 0x30, let following = byte(at: position + 1), (0x30...0x39).contains(following) {
            throw failure("a number without leading zeros")
        }
        var value = 0
        while let digit = peek(), (0x30...0x39).contains(digit) {
            let (times, overflowedTimes) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowedSum) =
                negative
                ? times.subtractingReportingOverflow(Int(digit - 0x30)) : times.addingReportingOverflow(Int(digit - 0x30))
            guard !overflowedTimes, !overflowedSum else {
                position = start
                throw failure("a number that fits in 64 bits")
            }
            value = sum
            position += 1
        }
        if let following = peek(), following == 0x2E || following == 0x65 || following == 0x45 {
            throw failure("a whole number")
        }
        return value
    }

    // MARK: - Pieces

    private mutating func open(_ byte: UInt8, _ what: String) throws {
        skipSpace()
        try expect(byte, what)
        depth += 1
        guard depth <= Self.deepestNesting else { throw failure("at most \(Self.deepestNesting) levels of nesting") }
    }

    private mutating func number() throws {
        if peek() == 0x2D { position += 1 }
        guard let first = peek(), (0x30...0x39).contains(first) else { throw failure("a value") }
        position += 1
        if first != 0x30 { skipDigits() }
        if peek() == 0x2E {
            position += 1
            guard skipDigits() > 0 else { throw failure("digits after a decimal point") }
        }
        if peek() == 0x65 || peek() == 0x45 {
            position += 1
            if peek() == 0x2B || peek() == 0x2D { position += 1 }
            guard skipDigits() > 0 else { throw failure("digits in an exponent") }
        }
    }

    @discardableResult
    private mutating func skipDigits() -> Int {
        let start = position
        while let digit = peek(), (0x30...0x39).contains(digit) { position += 1 }
        return position - start
    }

    private mutating func literal(_ word: String) throws {
        var matched = 0
        for expected in word.utf8 {
            guard byte(at: position + matched) == expected else { throw failure("a value") }
            matched += 1
        }
        position += matched
    }

    private func text(_ range: Range<Int>) throws -> String {
        let slice = UnsafeRawBufferPointer(rebasing: bytes[range]).bindMemory(to: UInt8.self)
        // ASCII needs no validating (most of a catalog is); the rest is checked as UTF-8.
        if slice.allSatisfy({ $0 < 0x80 }) { return String(decoding: slice, as: UTF8.self) }
        guard let decoded = String(validating: slice, as: UTF8.self) else {
            throw Failure(reason: "text in UTF-8", offset: range.lowerBound)
        }
        return decoded
    }

    /// The rest of a string that holds escapes, from its first byte at `start`.
    private mutating func escapedString(from start: Int) throws -> String {
        var decoded = Array(bytes[start..<position])
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case 0x22:
                guard let text = String(validating: decoded, as: UTF8.self) else {
                    throw Failure(reason: "text in UTF-8", offset: start)
                }
                return text
            case 0x5C:
                try escape(into: &decoded)
            case ..<0x20:
                position -= 1
                throw failure("no control character inside a string")
            default:
                decoded.append(byte)
            }
        }
        throw failure("the end of a string")
    }

    private mutating func escape(into decoded: inout [UInt8]) throws {
        guard let byte = next() else { throw failure("an escape") }
        switch byte {
        case 0x22, 0x5C, 0x2F: decoded.append(byte)
        case 0x62: decoded.append(0x08)
        case 0x66: decoded.append(0x0C)
        case 0x6E: decoded.append(0x0A)
        case 0x72: decoded.append(0x0D)
        case 0x74: decoded.append(0x09)
        case 0x75:
            var scalar = try hexQuad()
            if (0xD800...0xDBFF).contains(scalar) {
                guard next() == 0x5C, next() == 0x75 else { throw failure("the second half of a surrogate pair") }
                let low = try hexQuad()
                guard (0xDC00...0xDFFF).contains(low) else { throw failure("the second half of a surrogate pair") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw failure("a character, not half a surrogate pair") }
            decoded.append(contentsOf: String(Character(unicode)).utf8)
        default:
            position -= 1
            throw failure("a known escape")
        }
    }

    private mutating func hexQuad() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = next() else { throw failure("four hexadecimal digits") }
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x41...0x46: digit = byte - 0x41 + 10
            case 0x61...0x66: digit = byte - 0x61 + 10
            default: throw failure("four hexadecimal digits")
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    private mutating func skipSpace() {
        while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { position += 1 }
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws {
        guard peek() == byte else { throw failure(what) }
        position += 1
    }

    private func peek() -> UInt8? {
        byte(at: position)
    }

    private func byte(at index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    /// The byte at the position, moving past it; at the end nothing moves, so a failure
    /// there names the end of the text, not a byte after it.
    private mutating func next() -> UInt8? {
        guard let byte = peek() else { return nil }
        position += 1
        return byte
    }

    private func failure(_ expected: String) -> Failure {
        Failure(reason: "expected \(expected)", offset: position)
    }
}
