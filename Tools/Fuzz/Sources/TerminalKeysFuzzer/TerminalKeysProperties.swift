import FuzzSupport
import ReplHost

/// What `TerminalKeyDecoder` promises for any bytes a terminal sends: keys, never a trap; no
/// more keys than bytes; the same keys whether the bytes come at once, one by one, or in two
/// reads split anywhere (a read from a terminal ends wherever it ends); and every character
/// key one printable character.
enum TerminalKeysProperties {
    static func check(_ bytes: UnsafeRawBufferPointer) {
        var whole = TerminalKeyDecoder()
        let keys = whole.decode(bytes)
        Property.require(keys.count <= bytes.count, "\(keys.count) keys from \(bytes.count) bytes")
        var single = TerminalKeyDecoder()
        var byByte: [TerminalKey] = []
        for byte in bytes {
            if let key = single.feed(byte) { byByte.append(key) }
        }
        Property.require(byByte == keys, "byte by byte gives other keys")
        let split = bytes.isEmpty ? 0 : Int(bytes[0]) % (bytes.count + 1)
        var twoReads = TerminalKeyDecoder()
        let splitKeys = twoReads.decode(bytes[..<split]) + twoReads.decode(bytes[split...])
        Property.require(splitKeys == keys, "two reads split at \(split) give other keys")
        for case .character(let character) in keys {
            Property.require(
                !character.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                "a character key holding a control: \(character.unicodeScalars.map(\.value))")
        }
    }
}
