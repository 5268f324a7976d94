/// The final sequence of codewords (ISO/IEC 18004, 7.6): the data split into the version's
/// blocks, each block's error correction codewords computed, then the data codewords taken
/// a column at a time across the blocks, followed likewise by the error correction ones.
enum QRCodewordSequence {
    static func interleaved(_ data: [UInt8], blocks structure: QRBlockStructure) -> [UInt8] {
        var dataBlocks: [[UInt8]] = []
        var start = 0
        for length in structure.dataCodewordsPerBlock {
            dataBlocks.append(Array(data[start..<start + length]))
            start += length
        }
        let degree = structure.errorCorrectionCodewordsPerBlock
        let correctionBlocks = dataBlocks.map { ReedSolomon.errorCorrection(for: $0, degree: degree) }
        return columns(of: dataBlocks) + columns(of: correctionBlocks)
    }

    private static func columns(of blocks: [[UInt8]]) -> [UInt8] {
        let longest = blocks.map(\.count).max() ?? 0
        return (0..<longest).flatMap { index in blocks.compactMap { index < $0.count ? $0[index] : nil } }
    }
}
