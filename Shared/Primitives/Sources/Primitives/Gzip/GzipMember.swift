/// gzip members (RFC 1952) written without a compression library, for servers and tests that
/// send gzip bodies: real gzip that any client inflates, checked by its CRC-32 and length.
public enum GzipMember {
    /// `bytes` in stored (uncompressed) deflate blocks: what a server sends with
    /// `Content-Encoding: gzip` when the point is the encoding, not the size.
    public static func stored(_ bytes: [UInt8]) -> [UInt8] {
        var deflate: [UInt8] = []
        let blockSize = Int(UInt16.max)
        var start = 0
        repeat {
            let end = min(start + blockSize, bytes.count)
            let length = UInt16(end - start)
            // BFINAL on the last block, BTYPE 00 (stored), padded to the byte.
            deflate.append(end == bytes.count ? 0x01 : 0x00)
            deflate += littleEndian(length) + littleEndian(~length)
            deflate += bytes[start..<end]
            start = end
        } while start < bytes.count
        return wrapped(deflate, checksum: CRC32.checksum(bytes), size: bytes.count)
    }

    /// The deflate stream `deflate` between gzip's header and its trailer (the CRC-32 and
    /// the length of the `size` bytes it inflates to).
    static func wrapped(_ deflate: [UInt8], checksum: UInt32, size: Int) -> [UInt8] {
        header + deflate + littleEndian(checksum) + littleEndian(UInt32(truncatingIfNeeded: size))
    }

    /// ID1, ID2, CM (deflate), FLG (none), MTIME (none), XFL, OS (unknown).
    private static let header: [UInt8] = [0x1F, 0x8B, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xFF]

    private static func littleEndian<Value: FixedWidthInteger>(_ value: Value) -> [UInt8] {
        (0..<Value.bitWidth / 8).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
}
