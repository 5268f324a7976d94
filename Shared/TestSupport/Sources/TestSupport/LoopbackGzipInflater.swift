import Foundation

extension LoopbackGzip {
    /// The bytes a gzip body of stored or fixed-Huffman deflate blocks inflates to (the
    /// blocks `encoded` and `bomb` write), at most `limit` of them: inflating stops there,
    /// as a careful client's does. `nil` when `gzip` is not such a body (dynamic Huffman
    /// blocks, flags, a cut stream). For transport fakes that hand a test's gzip bodies on
    /// decompressed, as a live client would.
    public static func inflated(_ gzip: Data, limit: Int) -> Data? {
        let bytes = [UInt8](gzip)
        guard bytes.count >= 18, bytes[0] == 0x1F, bytes[1] == 0x8B, bytes[2] == 0x08, bytes[3] == 0 else { return nil }
        var inflater = FixedDeflateInflater(bits: DeflateBitReader(bytes: bytes, start: 10), limit: max(0, limit))
        return inflater.run().map { Data($0) }
    }
}

/// Reads deflate's bits: fields from their lowest bit, Huffman codes from their highest.
private struct DeflateBitReader {
    let bytes: [UInt8]
    private var bitPosition: Int

    init(bytes: [UInt8], start: Int) {
        self.bytes = bytes
        bitPosition = start * 8
    }

    /// The next `count` bits as a field, lowest first; `nil` past the end.
    mutating func field(_ count: Int) -> Int? {
        var value = 0
        for index in 0..<count {
            guard let bit = nextBit() else { return nil }
            value |= bit << index
        }
        return value
    }

    /// One more bit of a Huffman code appended to `code`, highest first.
    mutating func extend(_ code: Int) -> Int? {
        nextBit().map { code << 1 | $0 }
    }

    /// Skips to the next whole byte.
    mutating func alignToByte() {
        bitPosition = (bitPosition + 7) / 8 * 8
    }

    private mutating func nextBit() -> Int? {
        let byteIndex = bitPosition / 8
        guard byteIndex < bytes.count else { return nil }
        let bit = Int(bytes[byteIndex] >> UInt8(bitPosition % 8)) & 1
        bitPosition += 1
        return bit
    }
}

/// Inflates stored and fixed-Huffman deflate blocks, up to a limit.
private struct FixedDeflateInflater {
    var bits: DeflateBitReader
    let limit: Int
    private var output: [UInt8] = []

    private static let lengthBases = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]
    private static let lengthExtraBits = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBases = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtraBits = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    init(bits: DeflateBitReader, limit: Int) {
        self.bits = bits
        self.limit = limit
    }

    /// Every block's bytes, or what came before the limit; `nil` for a stream it cannot read.
    mutating func run() -> [UInt8]? {
        while output.count < limit {
            guard let isFinal = bits.field(1), let type = bits.field(2) else { return nil }
            switch type {
            case 0: guard copyStoredBlock() else { return nil }
            case 1: guard inflateFixedBlock() else { return nil }
            default: return nil
            }
            if isFinal == 1 { break }
        }
        return Array(output.prefix(limit))
    }

    private mutating func copyStoredBlock() -> Bool {
        bits.alignToByte()
        guard let length = bits.field(16), bits.field(16) != nil else { return false }
        for _ in 0..<length {
            guard let byte = bits.field(8) else { return false }
            output.append(UInt8(byte))
        }
        return true
    }

    private mutating func inflateFixedBlock() -> Bool {
        while output.count < limit {
            guard let symbol = nextFixedSymbol() else { return false }
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return true
            } else {
                guard copyMatch(lengthSymbol: symbol) else { return false }
            }
        }
        return true
    }

    private mutating func copyMatch(lengthSymbol: Int) -> Bool {
        let lengthIndex = lengthSymbol - 257
        guard lengthIndex < Self.lengthBases.count,
            let lengthExtra = bits.field(Self.lengthExtraBits[lengthIndex]),
            let distanceCode = fixedDistanceCode(), distanceCode < Self.distanceBases.count,
            let distanceExtra = bits.field(Self.distanceExtraBits[distanceCode])
        else { return false }
        let length = Self.lengthBases[lengthIndex] + lengthExtra
        let distance = Self.distanceBases[distanceCode] + distanceExtra
        guard distance <= output.count else { return false }
        for _ in 0..<min(length, limit - output.count) {
            output.append(output[output.count - distance])
        }
        return true
    }

    /// A literal/length symbol of the fixed code: 7 bits for 256–279, 8 for 0–143 and
    /// 280–287, 9 for 144–255.
    private mutating func nextFixedSymbol() -> Int? {
        var code = 0
        for _ in 0..<7 {
            guard let longer = bits.extend(code) else { return nil }
            code = longer
        }
        if code <= 0b0010111 { return 256 + code }
        guard let eight = bits.extend(code) else { return nil }
        if (0b0011_0000...0b1011_1111).contains(eight) { return eight - 0b0011_0000 }
        if (0b1100_0000...0b1100_0111).contains(eight) { return 280 + eight - 0b1100_0000 }
        guard let nine = bits.extend(eight) else { return nil }
        return 144 + nine - 0b1_1001_0000
    }

    /// A distance code of the fixed code: five bits, highest first.
    private mutating func fixedDistanceCode() -> Int? {
        var code = 0
        for _ in 0..<5 {
            guard let longer = bits.extend(code) else { return nil }
            code = longer
        }
        return code
    }
}
