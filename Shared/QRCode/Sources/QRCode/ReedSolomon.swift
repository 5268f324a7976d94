/// Reed–Solomon error correction codewords over GF(256) (ISO/IEC 18004, 7.5.2).
enum ReedSolomon {
    /// The generator polynomial (x − α⁰)(x − α¹)…(x − αⁿ⁻¹) of degree n, its coefficients
    /// highest power first (the first is always 1).
    static func generator(degree: Int) -> [UInt8] {
        var polynomial: [UInt8] = [1]
        for power in 0..<degree {
            let root = GaloisField.exponents[power]
            var next = [UInt8](repeating: 0, count: polynomial.count + 1)
            for (index, coefficient) in polynomial.enumerated() {
                next[index] ^= coefficient
                next[index + 1] ^= GaloisField.multiply(coefficient, root)
            }
            polynomial = next
        }
        return polynomial
    }

    /// The error correction codewords of `data`: the remainder of data(x)·xⁿ divided by the
    /// generator polynomial of degree n.
    static func errorCorrection(for data: [UInt8], degree: Int) -> [UInt8] {
        let generator = generator(degree: degree)
        var remainder = [UInt8](repeating: 0, count: degree)
        for byte in data {
            let factor = byte ^ remainder[0]
            remainder.removeFirst()
            remainder.append(0)
            for index in 0..<degree {
                remainder[index] ^= GaloisField.multiply(generator[index + 1], factor)
            }
        }
        return remainder
    }
}
