import Foundation

/// gzip bodies for `LoopbackHTTPServer` responses, made without a compression library:
/// real gzip that any client inflates, and a gzip bomb (a small body that inflates to a
/// huge one).
public enum LoopbackGzip {
    /// `data` as a gzip member of stored (uncompressed) deflate blocks, with its CRC-32 and
    /// length: what a server sends with `Content-Encoding: gzip`.
    public static func encoded(_ data: Data) -> Data {
        var deflate = Data()
        let bytes = [UInt8](data)
        let blockSize = 65_535
        var start = 0
        repeat {
            let end = min(start + blockSize, bytes.count)
            let isLast = end == bytes.count
            let length = UInt16(end - start)
            // BFINAL, then BTYPE 00 (stored), padded to the byte.
            deflate.append(isLast ? 0x01 : 0x00)
            deflate.append(contentsOf: littleEndian(length) + littleEndian(~length))
            deflate.append(contentsOf: bytes[start..<end])
            start = end
        } while start < bytes.count
        return header + deflate + littleEndian(CRC32.checksum(bytes)) + littleEndian(UInt32(truncatingIfNeeded: bytes.count))
    }

    /// A gzip bomb: a body about 160 times smaller than the `inflatedSize` zero bytes it
    /// inflates to (one fixed-Huffman deflate block of a zero followed by back-references of
    /// 258 bytes). Its trailer is left zero, so a client that reads it to the end fails on
    /// the checksum instead — it is meant to be refused long before.
    public static func bomb(inflatingTo inflatedSize: Int) -> Data {
        var bits = BitWriter()
        bits.write(1, count: 1)  // BFINAL
        bits.write(1, count: 2)  // BTYPE 01: fixed Huffman codes
        bits.writeCode(0x30, length: 8)  // the literal byte 0
        // Length code 285 (258 bytes, 8 bits: 0xC5) then distance code 0 (one byte back, 5 bits).
        var match = BitWriter()
        match.writeCode(0xC5, length: 8)
        match.writeCode(0, length: 5)
        let matchBits = Int(match.allBytes[0]) | Int(match.allBytes[1]) << 8
        for _ in 0..<max(0, (inflatedSize - 1) / 258) {
            bits.write(matchBits, count: 13)
        }
        bits.writeCode(0, length: 7)  // end of block
        return header + bits.allBytes + Data(count: 8)
    }

    /// ID1, ID2, CM (deflate), FLG, MTIME, XFL, OS (unknown).
    private static let header = Data([0x1F, 0x8B, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xFF])

    private static func littleEndian<Value: FixedWidthInteger>(_ value: Value) -> Data {
        withUnsafeBytes(of: value.littleEndian) { Data($0) }
    }
}

/// Packs bits as deflate does: fields from their lowest bit, Huffman codes from their highest.
private struct BitWriter {
    private(set) var bytes = Data()
    private var pending: UInt64 = 0
    private var pendingCount = 0

    /// Appends the `count` low bits of `value`, lowest first.
    mutating func write(_ value: Int, count: Int) {
        pending |= UInt64(value & ((1 << count) - 1)) << pendingCount
        pendingCount += count
        while pendingCount >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: pending))
            pending >>= 8
            pendingCount -= 8
        }
    }

    /// Appends a Huffman code of `length` bits, highest bit first.
    mutating func writeCode(_ code: Int, length: Int) {
        var reversed = 0
        for bit in 0..<length where code & (1 << bit) != 0 {
            reversed |= 1 << (length - 1 - bit)
        }
        write(reversed, count: length)
    }

    /// Every bit written, the last byte padded with zeros.
    var allBytes: Data {
        pendingCount > 0 ? bytes + [UInt8(truncatingIfNeeded: pending)] : bytes
    }
}

/// The CRC-32 of gzip (polynomial 0xEDB88320).
private enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        ~bytes.reduce(UInt32.max) { crc, byte in table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    }
}
