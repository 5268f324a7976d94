import Testing

@testable import QRCode

@Suite("QR format and version information")
struct QRFormatInformationTests {
    /// ISO/IEC 18004 Annex C, Table C.1: the format information bit sequences after masking.
    static let formatTable: [(QRErrorCorrection, [Int])] = [
        (.low, [0x77C4, 0x72F3, 0x7DAA, 0x789D, 0x662F, 0x6318, 0x6C41, 0x6976]),
        (.medium, [0x5412, 0x5125, 0x5E7C, 0x5B4B, 0x45F9, 0x40CE, 0x4F97, 0x4AA0]),
        (.quartile, [0x355F, 0x3068, 0x3F31, 0x3A06, 0x24B4, 0x2183, 0x2EDA, 0x2BED]),
        (.high, [0x1689, 0x13BE, 0x1CE7, 0x19D0, 0x0762, 0x0255, 0x0D0C, 0x083B]),
    ]

    @Test(
        "Given each level and mask When the format information is coded Then it is the spec's table entry", arguments: formatTable
    )
    func formatBits(level: QRErrorCorrection, expected: [Int]) {
        #expect(QRMask.all.map { QRFormatInformation.bits(level: level, mask: $0) } == expected)
    }

    @Test(
        "Given versions 7 to 10 When the version information is coded Then it is the spec's Annex D entry",
        arguments: [(7, 0x07C94), (8, 0x085BC), (9, 0x09A99), (10, 0x0A4D3)]
    )
    func versionBits(version: Int, expected: Int) {
        #expect(QRVersionInformation.bits(version: version) == expected)
    }

    @Test("Given a version 7 symbol When drawn Then both copies of the version information read 7")
    func versionInformationPlaced() throws {
        let code = try QRCode(text: String(repeating: "a", count: 100), errorCorrection: .medium, version: 7)
        var bottomLeft = 0
        var topRight = 0
        for index in 0..<18 {
            let near = index / 3
            let far = code.size - 11 + index % 3
            if code.isDark(row: far, column: near) { bottomLeft |= 1 << index }
            if code.isDark(row: near, column: far) { topRight |= 1 << index }
        }
        #expect(bottomLeft == 0x07C94)
        #expect(topRight == 0x07C94)
    }
}
