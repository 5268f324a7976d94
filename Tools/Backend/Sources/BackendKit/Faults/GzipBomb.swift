import SystemKit

/// A gzip member of `size` zero bytes written in a few kilobytes: one fixed-Huffman deflate block
/// of a literal zero and back-references of 258 bytes at distance 1 (13 bits each, about 1:160).
/// Kept once per size, since the checksum of a large size takes a moment to compute.
enum GzipBomb {
    private static let cache = LockedState<[Int: [UInt8]]>([:])

    static func body(inflatingTo size: Int) -> [UInt8] {
        if let kept = cache.withLock({ $0[size] }) { return kept }
        let made = make(size: size)
        cache.withLock { $0[size] = made }
        return made
    }

    static func make(size: Int) -> [UInt8] {
        var bits = BitWriter()
        bits.write(0b1, count: 1)  // the last block
        bits.write(0b01, count: 2)  // fixed Huffman codes
        if size > 0 {
            bits.writeReversed(0b0011_0000, count: 8)  // literal 0
            var remaining = size - 1
            while remaining > 0 {
                let length = min(258, remaining)
                if length < 3 {
                    for _ in 0..<length { bits.writeReversed(0b0011_0000, count: 8) }
                } else {
                    writeLength(length, to: &bits)
                    bits.writeReversed(0, count: 5)  // distance code 0: distance 1
                }
                remaining -= length
            }
        }
        bits.writeReversed(0, count: 7)  // end of block (256)
        let header: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 255]
        return header + bits.bytes + littleEndian(CRC32.zeros(count: size)) + littleEndian(UInt32(truncatingIfNeeded: size))
    }

    /// A match length in the fixed code: symbol, then its extra bits.
    private static func writeLength(_ length: Int, to bits: inout BitWriter) {
        if length == 258 {
            bits.writeReversed(0b1100_0101, count: 8)  // symbol 285
            return
        }
        let bases = [
            3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        ]
        let index = bases.lastIndex { $0 <= length } ?? 0
        let extraBits = index < 8 ? 0 : (index - 4) / 4
        let symbol = 257 + index
        if symbol < 280 {
            bits.writeReversed(UInt32(symbol - 256), count: 7)
        } else {
            bits.writeReversed(UInt32(0b1100_0000 + symbol - 280), count: 8)
        }
        bits.write(UInt32(length - bases[index]), count: extraBits)
    }

    private static func littleEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
}

/// Bits packed least significant first, as deflate packs them.
struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var used = 8

    /// `count` bits of `value`, least significant first (extra bits, header fields).
    mutating func write(_ value: UInt32, count: Int) {
        for index in 0..<count { append(bit: (value >> index) & 1) }
    }

    /// A Huffman code of `count` bits, most significant first.
    mutating func writeReversed(_ code: UInt32, count: Int) {
        for index in stride(from: count - 1, through: 0, by: -1) { append(bit: (code >> index) & 1) }
    }

    private mutating func append(bit: UInt32) {
        if used == 8 {
            bytes.append(0)
            used = 0
        }
        bytes[bytes.count - 1] |= UInt8(bit) << used
        used += 1
    }
}

/// CRC-32 (IEEE), as gzip's trailer holds it.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        (0..<8).reduce(UInt32(index)) { crc, _ in crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        ~bytes.reduce(~UInt32(0)) { crc, byte in table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    }

    /// The checksum of `count` zero bytes.
    static func zeros(count: Int) -> UInt32 {
        var crc = ~UInt32(0)
        for _ in 0..<count { crc = table[Int(crc & 0xFF)] ^ (crc >> 8) }
        return ~crc
    }
}
