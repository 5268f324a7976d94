/// Places the codewords' bits in the modules left free (ISO/IEC 18004, 7.7.3): in columns
/// two modules wide from the right edge, up the first, down the next and so on, right module
/// before left, stepping over the vertical timing pattern; bits left over stay light.
enum QRDataPlacement {
    static func place(_ codewords: [UInt8], on matrix: inout QRMatrix) {
        let size = matrix.size
        var bitIndex = 0
        let bitCount = codewords.count * 8
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            let upward = ((size - 1 - right) / 2) % 2 == 0
            for step in 0..<size {
                let row = upward ? size - 1 - step : step
                for column in [right, right - 1] where !matrix.isFunction(row: row, column: column) {
                    let dark = bitIndex < bitCount && (codewords[bitIndex / 8] >> (7 - bitIndex % 8)) & 1 == 1
                    matrix.setData(row: row, column: column, dark: dark)
                    bitIndex += 1
                }
            }
            right -= 2
        }
    }
}
