/// Bits packed as deflate packs them, from each byte's lowest bit: fields lowest bit first,
/// Huffman codes highest bit first.
struct DeflateBitWriter {
    private(set) var bytes: [UInt8] = []
    /// Bits used of the last byte; 8 when a new byte is due.
    private var usedOfLastByte = 8

    /// The `count` low bits of `value`, lowest first (header fields, extra bits).
    mutating func writeField(_ value: UInt32, count: Int) {
        for index in 0..<count { append(bit: (value >> index) & 1) }
    }

    /// A Huffman code of `count` bits, highest first.
    mutating func writeCode(_ code: UInt32, count: Int) {
        for index in stride(from: count - 1, through: 0, by: -1) { append(bit: (code >> index) & 1) }
    }

    private mutating func append(bit: UInt32) {
        if usedOfLastByte == 8 {
            bytes.append(0)
            usedOfLastByte = 0
        }
        bytes[bytes.count - 1] |= UInt8(bit) << usedOfLastByte
        usedOfLastByte += 1
    }
}
