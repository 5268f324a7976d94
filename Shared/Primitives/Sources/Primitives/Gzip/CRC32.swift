/// CRC-32 as gzip's trailer holds it (IEEE 802.3, reflected polynomial 0xEDB88320).
public enum CRC32 {
    /// The register's change for each value of its low byte shifted out.
    private static let table: [UInt32] = (0..<256).map { index in
        (0..<8).reduce(UInt32(index)) { crc, _ in crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }

    /// The checksum of `bytes`.
    public static func checksum<Bytes: Sequence>(_ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
        ~bytes.reduce(~UInt32(0)) { crc, byte in table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    }

    /// The checksum of `count` zero bytes, in steps that grow with the number of `count`'s
    /// binary digits rather than with `count` (a gzip bomb's gigabyte of zeros costs nothing).
    public static func checksumOfZeros(count: Int) -> UInt32 {
        var register = ~UInt32(0)
        var step = ZeroBytesStep.one
        var remaining = max(0, count)
        while remaining > 0 {
            if remaining & 1 == 1 { register = step.applied(to: register) }
            step = step.twice
            remaining >>= 1
        }
        return ~register
    }

    /// What feeding some number of zero bytes does to the register. It is linear over GF(2),
    /// so it is kept as the images of the register's 32 single bits and composed with itself.
    private struct ZeroBytesStep {
        let bitImages: [UInt32]

        /// One zero byte.
        static let one = ZeroBytesStep(
            bitImages: (0..<32).map { bit in
                let register = UInt32(1) << bit
                return table[Int(register & 0xFF)] ^ (register >> 8)
            })

        /// Twice as many zero bytes.
        var twice: ZeroBytesStep {
            ZeroBytesStep(bitImages: bitImages.map(applied))
        }

        func applied(to register: UInt32) -> UInt32 {
            (0..<32).reduce(UInt32(0)) { image, bit in
                register >> bit & 1 == 1 ? image ^ bitImages[bit] : image
            }
        }
    }
}
