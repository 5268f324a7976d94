/// The data codewords of a byte mode segment (ISO/IEC 18004, 7.4): mode indicator 0100,
/// the character count, the bytes, a terminator of up to four 0 bits, 0 bits to the byte
/// boundary, then the pad codewords 0xEC and 0x11 in turn up to the version's capacity.
enum QRDataCodewords {
    static func byteMode(_ bytes: [UInt8], version: QRVersion, capacity: Int) -> [UInt8] {
        var bits = QRBitBuffer()
        bits.append(0b0100, count: 4)
        bits.append(bytes.count, count: version.byteCountBits)
        for byte in bytes { bits.append(Int(byte), count: 8) }
        let capacityBits = capacity * 8
        bits.append(0, count: min(4, capacityBits - bits.count))
        bits.append(0, count: (8 - bits.count % 8) % 8)
        var codewords = bits.bytes
        let padding: [UInt8] = [0xEC, 0x11]
        while codewords.count < capacity { codewords.append(padding[(codewords.count - bits.count / 8) % 2]) }
        return codewords
    }
}

/// Bits appended most significant first.
struct QRBitBuffer {
    private(set) var bits: [Bool] = []

    var count: Int { bits.count }

    mutating func append(_ value: Int, count: Int) {
        for shift in stride(from: count - 1, through: 0, by: -1) { bits.append((value >> shift) & 1 == 1) }
    }

    /// The bits as bytes; a count that is not a multiple of 8 leaves the last bits out.
    var bytes: [UInt8] {
        stride(from: 0, to: bits.count - bits.count % 8, by: 8).map { start in
            bits[start..<start + 8].reduce(UInt8(0)) { ($0 << 1) | ($1 ? 1 : 0) }
        }
    }
}
