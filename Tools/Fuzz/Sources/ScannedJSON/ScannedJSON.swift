@testable import ProductListingData

/// A JSON text as `JSONByteScanner` reads it, asking for each kind of value in turn (the
/// scanner has no "what comes next"): objects with their members in order, arrays, strings,
/// whole numbers, `null`, and `other` for what only `skipValue` takes (`true`, `false`,
/// numbers with a fraction or an exponent).
public indirect enum ScannedJSON: Equatable {
    case object([Member])
    case array([ScannedJSON])
    case string(String)
    case int(Int)
    case null
    case other

    public struct Member: Equatable {
        public let key: String
        public let value: ScannedJSON
    }

    /// The value at the scanner, read past; throws as the scanner does when none can be read.
    static func read(_ scanner: inout JSONByteScanner) throws -> ScannedJSON {
        var attempt = scanner
        if let members = try? readObject(&attempt) {
            scanner = attempt
            return .object(members)
        }
        attempt = scanner
        if let elements = try? readArray(&attempt) {
            scanner = attempt
            return .array(elements)
        }
        attempt = scanner
        if let text = try? attempt.string() {
            scanner = attempt
            return .string(text)
        }
        attempt = scanner
        if let number = try? attempt.int() {
            scanner = attempt
            return .int(number)
        }
        attempt = scanner
        if (try? attempt.null()) == true {
            scanner = attempt
            return .null
        }
        try scanner.skipValue()
        return .other
    }

    private static func readObject(_ scanner: inout JSONByteScanner) throws -> [Member] {
        var members: [Member] = []
        try scanner.object { scanner, key in members.append(Member(key: key, value: try read(&scanner))) }
        return members
    }

    private static func readArray(_ scanner: inout JSONByteScanner) throws -> [ScannedJSON] {
        var elements: [ScannedJSON] = []
        try scanner.array { elements.append(try read(&$0)) }
        return elements
    }

    /// The value written as JSON: strings escaped as RFC 8259 asks, `other` as `true`.
    public var json: String {
        switch self {
        case .object(let members):
            return "{" + members.map { Self.quoted($0.key) + ":" + $0.value.json }.joined(separator: ",") + "}"
        case .array(let elements):
            return "[" + elements.map(\.json).joined(separator: ",") + "]"
        case .string(let text): return Self.quoted(text)
        case .int(let number): return String(number)
        case .null: return "null"
        case .other: return "true"
        }
    }

    /// The value in `bytes`, read to their end; `nil` when they are not one JSON value.
    public static func read(_ bytes: UnsafeRawBufferPointer) -> ScannedJSON? {
        var scanner = JSONByteScanner(bytes)
        guard let value = try? read(&scanner), (try? scanner.end()) != nil else { return nil }
        return value
    }

    /// Whether an object anywhere inside has a key twice (JSON leaves what that means open).
    public var hasRepeatedKeys: Bool {
        switch self {
        case .object(let members):
            return Set(members.map(\.key)).count < members.count || members.contains { $0.value.hasRepeatedKeys }
        case .array(let elements):
            return elements.contains(where: \.hasRepeatedKeys)
        default:
            return false
        }
    }

    private static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}
