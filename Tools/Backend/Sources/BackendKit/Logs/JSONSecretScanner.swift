import Foundation

/// Rewrites a JSON text with the values of some object members replaced, leaving every other
/// byte as it was sent: `{"email":"a@b.c","password":"x"}` becomes
/// `{"email":"a@b.c","password":"********"}`. The text must be valid JSON (the caller checks);
/// a member is named by its decoded key, at any depth, and its whole value is replaced (a nested
/// object or array too).
struct JSONSecretScanner {
    private let bytes: [UInt8]
    private let names: Set<String>
    private let replacement: [UInt8]

    init(_ bytes: [UInt8], hiding names: Set<String>, with replacement: String) {
        self.bytes = bytes
        self.names = names
        self.replacement = Array("\"\(replacement)\"".utf8)
    }

    /// The text with the named members' values replaced.
    func redacted() -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\"") else {
                output.append(bytes[index])
                index += 1
                continue
            }
            let keyStart = index
            index = Self.endOfString(in: bytes, from: keyStart)
            output += bytes[keyStart..<index]
            let colon = Self.skippingSpace(in: bytes, from: index)
            // A string followed by a colon is a member's key.
            guard colon < bytes.count, bytes[colon] == UInt8(ascii: ":"),
                let key = Self.decodedString(bytes[keyStart..<index]), names.contains(key)
            else { continue }
            let valueStart = Self.skippingSpace(in: bytes, from: colon + 1)
            output += bytes[index..<valueStart]
            output += replacement
            index = Self.endOfValue(in: bytes, from: valueStart)
        }
        return output
    }

    /// The index just past the string that opens at `start` (a quote).
    private static func endOfString(in bytes: [UInt8], from start: Int) -> Int {
        var index = start + 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        return min(index + 1, bytes.count)
    }

    /// The index just past the value that starts at `start`: a string, an object or array
    /// (with what it holds), or a number, `true`, `false` or `null`.
    private static func endOfValue(in bytes: [UInt8], from start: Int) -> Int {
        guard start < bytes.count else { return start }
        switch bytes[start] {
        case UInt8(ascii: "\""):
            return endOfString(in: bytes, from: start)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var index = start
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    index = endOfString(in: bytes, from: index)
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default:
                    break
                }
                index += 1
            }
            return index
        default:
            var index = start
            let delimiters: Set<UInt8> = [UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D]
            while index < bytes.count, !delimiters.contains(bytes[index]) { index += 1 }
            return index
        }
    }

    private static func skippingSpace(in bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index
    }

    /// The text of a JSON string token (quotes included), its escapes decoded.
    private static func decodedString(_ token: ArraySlice<UInt8>) -> String? {
        guard !token.contains(UInt8(ascii: "\\")) else {
            let object = try? JSONSerialization.jsonObject(with: Data(token), options: .fragmentsAllowed)
            return object as? String
        }
        return String(decoding: token.dropFirst().dropLast(), as: UTF8.self)
    }
}
