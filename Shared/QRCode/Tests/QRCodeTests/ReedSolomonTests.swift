import Testing

@testable import QRCode

@Suite("Reed–Solomon over GF(256)")
struct ReedSolomonTests {
    @Test(
        "Given 7 and 10 error correction codewords When the generator polynomial is built Then its coefficients are the spec's powers of α",
        arguments: [
            (7, [0, 87, 229, 146, 149, 238, 102, 21]),
            (10, [0, 251, 67, 46, 61, 118, 70, 64, 94, 32, 45]),
        ]
    )
    func generatorPolynomial(degree: Int, exponents: [Int]) {
        #expect(ReedSolomon.generator(degree: degree).map { GaloisField.logarithms[Int($0)] } == exponents)
    }

    @Test("Given the byte mode codewords of \"Mosaic\" in version 1-M When corrected Then the 10 codewords are segno's")
    func byteModeMessage() {
        let data = QRDataCodewords.byteMode(Array("Mosaic".utf8), version: QRVersion(number: 1), capacity: 16)
        #expect(data == [64, 100, 214, 247, 54, 22, 150, 48, 236, 17, 236, 17, 236, 17, 236, 17])
        #expect(ReedSolomon.errorCorrection(for: data, degree: 10) == [255, 238, 236, 204, 195, 11, 243, 116, 10, 247])
    }

    @Test("Given the worked 1-M message of \"HELLO WORLD\" When corrected Then the codewords are the published ones")
    func publishedMessage() {
        let data: [UInt8] = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17]
        #expect(ReedSolomon.errorCorrection(for: data, degree: 10) == [196, 35, 39, 119, 235, 215, 231, 226, 93, 23])
    }

    @Test("Given two bytes When multiplied in GF(256) Then the product is reduced by 0x11D")
    func multiplication() {
        #expect(GaloisField.multiply(0x80, 0x02) == 0x1D)
        #expect(GaloisField.multiply(0x53, 0x00) == 0)
        #expect(GaloisField.multiply(0x01, 0xCA) == 0xCA)
    }
}
