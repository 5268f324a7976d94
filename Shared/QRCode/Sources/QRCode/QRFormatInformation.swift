/// The 15-bit format information (ISO/IEC 18004, 7.9.1): the level's two bits and the
/// mask's three, a (15, 5) BCH code with generator x¹⁰ + x⁸ + x⁵ + x⁴ + x² + x + 1 (0x537),
/// XORed with 101010000010010 (0x5412) so that it is never all light.
enum QRFormatInformation {
    static func bits(level: QRErrorCorrection, mask: Int) -> Int {
        let data = level.formatBits << 3 | mask
        return (data << 10 | BCH.remainder(data, generator: 0x537, degree: 10)) ^ 0x5412
    }

    /// Writes the bits twice: around the top left finder, and split between the bottom left
    /// and top right ones; then the dark module beside the bottom left finder.
    static func draw(_ bits: Int, on matrix: inout QRMatrix) {
        let size = matrix.size
        func bit(_ index: Int) -> Bool { (bits >> index) & 1 == 1 }
        for index in 0...5 { matrix.setFunction(row: index, column: 8, dark: bit(index)) }
        matrix.setFunction(row: 7, column: 8, dark: bit(6))
        matrix.setFunction(row: 8, column: 8, dark: bit(7))
        matrix.setFunction(row: 8, column: 7, dark: bit(8))
        for index in 9..<15 { matrix.setFunction(row: 8, column: 14 - index, dark: bit(index)) }
        for index in 0..<8 { matrix.setFunction(row: 8, column: size - 1 - index, dark: bit(index)) }
        for index in 8..<15 { matrix.setFunction(row: size - 15 + index, column: 8, dark: bit(index)) }
        matrix.setFunction(row: size - 8, column: 8, dark: true)
    }
}

/// The 18-bit version information of versions 7 and up (ISO/IEC 18004, 7.10): the version's
/// six bits and an (18, 6) BCH code with generator x¹² + x¹¹ + x¹⁰ + x⁹ + x⁸ + x⁵ + x² + 1
/// (0x1F25).
enum QRVersionInformation {
    static func bits(version: Int) -> Int {
        version << 12 | BCH.remainder(version, generator: 0x1F25, degree: 12)
    }

    /// Writes the bits in the 6×3 block above the bottom left finder and its mirror left of
    /// the top right one, least significant first.
    static func draw(_ version: Int, on matrix: inout QRMatrix) {
        let bits = bits(version: version)
        for index in 0..<18 {
            let dark = (bits >> index) & 1 == 1
            let near = index / 3
            let far = matrix.size - 11 + index % 3
            matrix.setFunction(row: far, column: near, dark: dark)
            matrix.setFunction(row: near, column: far, dark: dark)
        }
    }
}

/// The remainder of a BCH code word's data (shifted up by the degree) divided by its
/// generator polynomial over GF(2).
enum BCH {
    static func remainder(_ data: Int, generator: Int, degree: Int) -> Int {
        var value = data << degree
        for shift in stride(from: bitLength(value) - 1, through: degree, by: -1) where (value >> shift) & 1 == 1 {
            value ^= generator << (shift - degree)
        }
        return value
    }

    private static func bitLength(_ value: Int) -> Int { Int.bitWidth - value.leadingZeroBitCount }
}
