import Testing

@testable import QRCode

@Suite("QR symbols drawn in half blocks")
struct QRCodeTextTests {
    @Test("Given a version 1 symbol When drawn Then two module rows make a line, with a quiet zone of 4 all round")
    func layout() throws {
        let lines = QRCodeText.halfBlocks(try QRCode(text: "Mosaic", version: 1, mask: 0))
        #expect(lines.count == 15)
        #expect(lines.allSatisfy { $0.count == 29 })
        #expect(lines[0].allSatisfy { $0 == " " } && lines[1].allSatisfy { $0 == " " })
        #expect(lines[2].hasPrefix("    █▀▀▀▀▀█ "))
        #expect(lines[14].allSatisfy { $0 == " " })
    }

    @Test("Given a symbol When drawn inverted Then light modules and the quiet zone are the ink")
    func inverted() throws {
        let lines = QRCodeText.halfBlocks(try QRCode(text: "Mosaic", version: 1, mask: 0), inverted: true)
        #expect(lines[0].allSatisfy { $0 == "█" })
        #expect(lines[2].hasPrefix("████ ▄▄▄▄▄ █"))
        #expect(lines[14].allSatisfy { $0 == "▀" })
    }
}
