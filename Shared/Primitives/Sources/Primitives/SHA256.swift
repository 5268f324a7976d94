/// SHA-256 (FIPS 180-4): the app checks each downloaded tool file against its
/// `checksum-sha256` with it, and the content generator names the files it writes by it.
/// Written here because Foundation on Linux has no hashing, and swift-crypto would be a
/// package to build for one function the app needs (the one hash BoringSSL gives the app
/// is inside swift-nio-ssl, not a public module, and features do not link it).
public enum SHA256 {
    /// The 32-byte digest of `bytes`.
    public static func digest<Bytes: Sequence>(of bytes: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        var state = State()
        state.absorb(bytes)
        return state.finish()
    }

    /// The hash of `bytes` as 64 lowercase hexadecimal digits.
    public static func hexDigest<Bytes: Sequence>(of bytes: Bytes) -> String where Bytes.Element == UInt8 {
        digest(of: bytes).map(hexByte).joined()
    }

    /// Whether `text` looks like a SHA-256 in hexadecimal (64 digits, any case).
    public static func isHexDigest(_ text: some StringProtocol) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0 | 0x20) }
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0f)]])
    }

    /// The running state: the eight hash words, the bytes of the block being filled, and the length.
    private struct State {
        var words: [UInt32] = [
            0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
        ]
        var block: [UInt8] = []
        var byteCount: UInt64 = 0

        mutating func absorb<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
            block.reserveCapacity(64)
            for byte in bytes {
                block.append(byte)
                byteCount &+= 1
                if block.count == 64 {
                    compress(block)
                    block.removeAll(keepingCapacity: true)
                }
            }
        }

        /// Pads the message (a 1 bit, zeros, the length in bits) and returns the 32-byte digest.
        mutating func finish() -> [UInt8] {
            let bitCount = byteCount &* 8
            var tail = block + [0x80]
            while tail.count % 64 != 56 { tail.append(0) }
            tail += (0..<8).map { UInt8(truncatingIfNeeded: bitCount >> (56 - 8 * UInt64($0))) }
            stride(from: 0, to: tail.count, by: 64).forEach { compress(Array(tail[$0..<$0 + 64])) }
            return words.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * UInt32($0))) } }
        }

        private mutating func compress(_ chunk: [UInt8]) {
            var schedule = [UInt32](repeating: 0, count: 64)
            for index in 0..<16 {
                schedule[index] = chunk[index * 4..<index * 4 + 4].reduce(0) { ($0 << 8) | UInt32($1) }
            }
            for index in 16..<64 {
                let early = schedule[index - 15], late = schedule[index - 2]
                let sigma0 = early.rotatedRight(7) ^ early.rotatedRight(18) ^ (early >> 3)
                let sigma1 = late.rotatedRight(17) ^ late.rotatedRight(19) ^ (late >> 10)
                schedule[index] = schedule[index - 16] &+ sigma0 &+ schedule[index - 7] &+ sigma1
            }
            var working = words
            for index in 0..<64 {
                let (a, b, c, e, f, g, h) = (working[0], working[1], working[2], working[4], working[5], working[6], working[7])
                let step1 =
                    h &+ (e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)) &+ ((e & f) ^ (~e & g))
                    &+ SHA256.roundConstants[index] &+ schedule[index]
                let step2 = (a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)) &+ ((a & b) ^ (a & c) ^ (b & c))
                working = [step1 &+ step2, a, b, c, working[3] &+ step1, e, f, g]
            }
            words = zip(words, working).map { $0 &+ $1 }
        }
    }

    /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    fileprivate static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}

extension UInt32 {
    fileprivate func rotatedRight(_ count: UInt32) -> UInt32 {
        (self >> count) | (self << (32 - count))
    }
}
