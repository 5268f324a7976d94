/// The eight data mask patterns (ISO/IEC 18004, 7.8.2, Table 10): a data module is flipped
/// where its pattern's condition holds, i being the row and j the column.
enum QRMask {
    static let all = 0..<8

    static func flips(_ mask: Int, row i: Int, column j: Int) -> Bool {
        switch mask {
        case 0: (i + j) % 2 == 0
        case 1: i % 2 == 0
        case 2: j % 3 == 0
        case 3: (i + j) % 3 == 0
        case 4: (i / 2 + j / 3) % 2 == 0
        case 5: (i * j) % 2 + (i * j) % 3 == 0
        case 6: ((i * j) % 2 + (i * j) % 3) % 2 == 0
        default: ((i + j) % 2 + (i * j) % 3) % 2 == 0
        }
    }

    /// The matrix with the mask applied to its data modules and the format information for
    /// the level and mask written.
    static func applied(_ mask: Int, to matrix: QRMatrix, level: QRErrorCorrection) -> QRMatrix {
        var masked = matrix
        for row in 0..<matrix.size {
            for column in 0..<matrix.size where !matrix.isFunction(row: row, column: column) {
                if flips(mask, row: row, column: column) { masked.flip(row: row, column: column) }
            }
        }
        QRFormatInformation.draw(QRFormatInformation.bits(level: level, mask: mask), on: &masked)
        return masked
    }
}
