/// Arithmetic in GF(256) as QR Codes use it: bytes are polynomials over GF(2), reduced by
/// the primitive polynomial x⁸ + x⁴ + x³ + x² + 1 (0x11D), with α = 2.
enum GaloisField {
    /// αⁱ for i in 0..<510 (twice round, so a sum of two logarithms needs no reduction).
    static let exponents: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 510)
        var value = 1
        for index in 0..<255 {
            table[index] = UInt8(value)
            table[index + 255] = UInt8(value)
            value <<= 1
            if value & 0x100 != 0 { value ^= 0x11D }
        }
        return table
    }()

    /// The i with αⁱ = value, for value 1…255 (index 0 is unused).
    static let logarithms: [Int] = {
        var table = [Int](repeating: 0, count: 256)
        for index in 0..<255 { table[Int(exponents[index])] = index }
        return table
    }()

    static func multiply(_ left: UInt8, _ right: UInt8) -> UInt8 {
        guard left != 0, right != 0 else { return 0 }
        return exponents[logarithms[Int(left)] + logarithms[Int(right)]]
    }
}
