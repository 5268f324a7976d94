/// How one version's codewords are split into Reed–Solomon blocks at one level.
struct QRBlockStructure: Equatable {
    /// Error correction codewords in every block.
    let errorCorrectionCodewordsPerBlock: Int
    /// The data codewords of each block, in order (the shorter blocks first).
    let dataCodewordsPerBlock: [Int]

    var dataCodewords: Int { dataCodewordsPerBlock.reduce(0, +) }
    var totalCodewords: Int { dataCodewords + errorCorrectionCodewordsPerBlock * dataCodewordsPerBlock.count }
}

/// A symbol version's facts from ISO/IEC 18004: its size, alignment pattern centres,
/// remainder bits and error correction blocks (Table 9).
struct QRVersion: Equatable {
    let number: Int

    /// Modules on a side: 21 for version 1, four more for each version after it.
    var size: Int { 17 + 4 * number }

    /// Bits of the byte mode character count indicator: 8 up to version 9, 16 from 10.
    var byteCountBits: Int { number < 10 ? 8 : 16 }

    /// Rows (and columns) of the alignment patterns' centres (Annex E); none in version 1.
    var alignmentCentres: [Int] { QRVersion.alignmentTable[number - 1] }

    /// Bits left over after the last codeword, set light before masking.
    var remainderBits: Int { (2...6).contains(number) ? 7 : 0 }

    func blocks(_ level: QRErrorCorrection) -> QRBlockStructure {
        let row = QRVersion.blockTable[number - 1][level.tableIndex]
        let shortBlocks = [Int](repeating: row.dataPerBlock, count: row.blocks)
        let longBlocks = [Int](repeating: row.dataPerBlock + 1, count: row.longBlocks)
        return QRBlockStructure(errorCorrectionCodewordsPerBlock: row.ecPerBlock, dataCodewordsPerBlock: shortBlocks + longBlocks)
    }

    /// The most bytes of text a symbol of this version holds at the level.
    func byteCapacity(_ level: QRErrorCorrection) -> Int {
        (blocks(level).dataCodewords * 8 - 4 - byteCountBits) / 8
    }

    static let supported = 1...10

    private static let alignmentTable: [[Int]] = [
        [], [6, 18], [6, 22], [6, 26], [6, 30], [6, 34],
        [6, 22, 38], [6, 24, 42], [6, 26, 46], [6, 28, 50],
    ]

    /// One row of Table 9: error correction codewords per block, the number of blocks of
    /// `dataPerBlock` data codewords, then the number of blocks holding one more.
    private struct BlockRow {
        let ecPerBlock: Int
        let blocks: Int
        let dataPerBlock: Int
        let longBlocks: Int
    }

    private static func row(_ ec: Int, _ blocks: Int, _ data: Int, _ longBlocks: Int = 0) -> BlockRow {
        BlockRow(ecPerBlock: ec, blocks: blocks, dataPerBlock: data, longBlocks: longBlocks)
    }

    /// Versions 1–10, each with its L, M, Q and H rows.
    private static let blockTable: [[BlockRow]] = [
        [row(7, 1, 19), row(10, 1, 16), row(13, 1, 13), row(17, 1, 9)],
        [row(10, 1, 34), row(16, 1, 28), row(22, 1, 22), row(28, 1, 16)],
        [row(15, 1, 55), row(26, 1, 44), row(18, 2, 17), row(22, 2, 13)],
        [row(20, 1, 80), row(18, 2, 32), row(26, 2, 24), row(16, 4, 9)],
        [row(26, 1, 108), row(24, 2, 43), row(18, 2, 15, 2), row(22, 2, 11, 2)],
        [row(18, 2, 68), row(16, 4, 27), row(24, 4, 19), row(28, 4, 15)],
        [row(20, 2, 78), row(18, 4, 31), row(18, 2, 14, 4), row(26, 4, 13, 1)],
        [row(24, 2, 97), row(22, 2, 38, 2), row(22, 4, 18, 2), row(26, 4, 14, 2)],
        [row(30, 2, 116), row(22, 3, 36, 2), row(20, 4, 16, 4), row(24, 4, 12, 4)],
        [row(18, 2, 68, 2), row(26, 4, 43, 1), row(24, 6, 19, 2), row(28, 6, 15, 2)],
    ]
}
