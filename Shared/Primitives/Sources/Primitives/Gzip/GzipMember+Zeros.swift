extension GzipMember {
    /// `count` zero bytes in a few kilobytes (about 1:160): one fixed-Huffman deflate block of a
    /// literal zero and back-references of 258 bytes at distance 1, 13 bits each. A gzip bomb
    /// for clients that must refuse a body that inflates past their limit; read to its end it
    /// inflates to exactly `count` bytes and its trailer checks out.
    public static func zeros(count: Int) -> [UInt8] {
        var bits = DeflateBitWriter()
        bits.writeField(1, count: 1)  // BFINAL: the last block
        bits.writeField(0b01, count: 2)  // BTYPE 01: fixed Huffman codes
        let literalZero: UInt32 = 0b0011_0000
        if count > 0 {
            bits.writeCode(literalZero, count: 8)
            var remaining = count - 1
            while remaining > 0 {
                let length = min(258, remaining)
                if length < 3 {
                    for _ in 0..<length { bits.writeCode(literalZero, count: 8) }
                } else {
                    writeMatchLength(length, to: &bits)
                    bits.writeCode(0, count: 5)  // distance code 0: one byte back
                }
                remaining -= length
            }
        }
        bits.writeCode(0, count: 7)  // end of block (symbol 256)
        return wrapped(bits.bytes, checksum: CRC32.checksumOfZeros(count: count), size: count)
    }

    /// The first length of each of the length symbols 257…284 (285 stands for 258 alone).
    private static let matchLengthBases = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
    ]

    /// A match length of 3…258 in the fixed code: its symbol, then its extra bits.
    private static func writeMatchLength(_ length: Int, to bits: inout DeflateBitWriter) {
        if length == 258 {
            bits.writeCode(0b1100_0101, count: 8)  // symbol 285
            return
        }
        let index = matchLengthBases.lastIndex { $0 <= length } ?? 0
        let extraBitCount = index < 8 ? 0 : (index - 4) / 4
        let symbol = 257 + index
        if symbol < 280 {
            bits.writeCode(UInt32(symbol - 256), count: 7)
        } else {
            bits.writeCode(UInt32(0b1100_0000 + symbol - 280), count: 8)
        }
        bits.writeField(UInt32(length - matchLengthBases[index]), count: extraBitCount)
    }
}
