/// Draws the function patterns (ISO/IEC 18004, 6.3): the three finder patterns with their
/// separators, the timing patterns, the alignment patterns, the dark module, and the areas
/// kept for the format and version information (drawn light until they are written).
enum QRFunctionPatterns {
    static func draw(on matrix: inout QRMatrix, version: QRVersion) {
        let size = matrix.size
        drawTiming(on: &matrix)
        for (row, column) in [(3, 3), (3, size - 4), (size - 4, 3)] {
            drawFinder(on: &matrix, centreRow: row, centreColumn: column)
        }
        drawAlignments(on: &matrix, centres: version.alignmentCentres)
        QRFormatInformation.draw(0, on: &matrix)
        if version.number >= 7 { QRVersionInformation.draw(version.number, on: &matrix) }
    }

    private static func drawTiming(on matrix: inout QRMatrix) {
        for index in 0..<matrix.size {
            matrix.setFunction(row: 6, column: index, dark: index % 2 == 0)
            matrix.setFunction(row: index, column: 6, dark: index % 2 == 0)
        }
    }

    /// A 7×7 finder pattern and its one-module light separator, clipped to the symbol.
    private static func drawFinder(on matrix: inout QRMatrix, centreRow: Int, centreColumn: Int) {
        for rowOffset in -4...4 {
            for columnOffset in -4...4 {
                let row = centreRow + rowOffset
                let column = centreColumn + columnOffset
                guard (0..<matrix.size).contains(row), (0..<matrix.size).contains(column) else { continue }
                let ring = max(abs(rowOffset), abs(columnOffset))
                matrix.setFunction(row: row, column: column, dark: ring != 2 && ring != 4)
            }
        }
    }

    /// A 5×5 alignment pattern at every pair of centres, except the three the finders cover.
    private static func drawAlignments(on matrix: inout QRMatrix, centres: [Int]) {
        let last = centres.count - 1
        for (rowIndex, row) in centres.enumerated() {
            for (columnIndex, column) in centres.enumerated() {
                let cornerIndices = [(0, 0), (0, last), (last, 0)]
                if cornerIndices.contains(where: { $0 == (rowIndex, columnIndex) }) { continue }
                for rowOffset in -2...2 {
                    for columnOffset in -2...2 {
                        let ring = max(abs(rowOffset), abs(columnOffset))
                        matrix.setFunction(row: row + rowOffset, column: column + columnOffset, dark: ring != 1)
                    }
                }
            }
        }
    }
}
