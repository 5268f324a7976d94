import Testing

@testable import QRCode

@Suite("QR symbol structure")
struct QRCodeStructureTests {
    @Test("Given each supported version When a symbol is made in it Then it has 17 + 4 × version modules a side")
    func sizes() throws {
        for version in QRCode.supportedVersions {
            #expect(try QRCode(text: "a", version: version).size == 17 + 4 * version)
        }
    }

    @Test(
        "Given each level When the text fills version 1 or one byte more Then the smallest version that holds it is chosen",
        arguments: [(QRErrorCorrection.low, 17), (.medium, 14), (.quartile, 11), (.high, 7)]
    )
    func smallestVersion(level: QRErrorCorrection, versionOneBytes: Int) throws {
        #expect(try QRCode(text: String(repeating: "x", count: versionOneBytes), errorCorrection: level).version == 1)
        #expect(try QRCode(text: String(repeating: "x", count: versionOneBytes + 1), errorCorrection: level).version == 2)
    }

    @Test("Given version 10 When its byte capacities are asked Then they are the spec's 271, 213, 151 and 119")
    func versionTenCapacities() {
        let capacities = QRErrorCorrection.allCases.map { QRCode.byteCapacity(version: 10, level: $0) }
        #expect(capacities == [271, 213, 151, 119])
    }

    @Test("Given a text longer than version 10 holds When encoded Then the error names its length and the maximum")
    func tooLong() {
        #expect(throws: QRCodeError.tooLong(bytes: 214, maximumBytes: 213, level: .medium)) {
            try QRCode(text: String(repeating: "x", count: 214))
        }
    }

    @Test("Given a version or mask out of range When encoded Then it is refused")
    func badRequests() {
        #expect(throws: QRCodeError.unsupportedVersion(11)) { try QRCode(text: "a", version: 11) }
        #expect(throws: QRCodeError.invalidMask(8)) { try QRCode(text: "a", mask: 8) }
        #expect(throws: QRCodeError.doesNotFitVersion(1)) { try QRCode(text: String(repeating: "x", count: 15), version: 1) }
    }

    @Test("Given a symbol When its corners are read Then the three finder patterns are there with light separators")
    func finderPatterns() throws {
        let code = try QRCode(text: "https://example.com", version: 3)
        let last = code.size - 7
        for (top, left) in [(0, 0), (0, last), (last, 0)] {
            for row in 0..<7 {
                for column in 0..<7 {
                    let ring = max(abs(row - 3), abs(column - 3))
                    #expect(code.isDark(row: top + row, column: left + column) == (ring != 2))
                }
            }
        }
        for index in 0..<8 {
            #expect(!code.isDark(row: 7, column: index))
            #expect(!code.isDark(row: index, column: 7))
            #expect(!code.isDark(row: 7, column: code.size - 1 - index))
            #expect(!code.isDark(row: code.size - 8, column: index))
        }
        #expect(code.isDark(row: code.size - 8, column: 8))
    }

    @Test("Given a symbol When its timing patterns are read Then they alternate dark and light between the finders")
    func timingPatterns() throws {
        let code = try QRCode(text: "timing", version: 5)
        for index in 8..<code.size - 8 {
            #expect(code.isDark(row: 6, column: index) == index.isMultiple(of: 2))
            #expect(code.isDark(row: index, column: 6) == index.isMultiple(of: 2))
        }
    }

    @Test("Given no mask asked for When encoded Then the chosen mask has the lowest penalty of the eight")
    func maskChoice() throws {
        let text = "https://www.alfie.example/product/B0005?colour=navy"
        let chosen = try QRCode(text: text)
        let others = try QRMask.all.map { try QRCode(text: text, mask: $0) }
        #expect(others[chosen.mask] == chosen)
    }
}
