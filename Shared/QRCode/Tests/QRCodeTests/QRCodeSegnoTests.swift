import Foundation
import Testing

@testable import QRCode

/// Compares symbols module by module with segno's (see README.md in this folder).
@Suite("QR symbols against segno")
struct QRCodeSegnoTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let text: String
        let version: Int
        let level: QRErrorCorrection
        let mask: Int
        let lowestMask: Int
        let rows: [String]

        var testDescription: String { "version \(version)-\(level.rawValue) mask \(mask)" }
    }

    static let cases: [Case] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/segno-symbols.txt")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.components(separatedBy: "\ntext ").dropFirst().compactMap(parse)
    }()

    private static func parse(_ block: String) -> Case? {
        let lines = block.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        guard lines.count > 2 else { return nil }
        let fields = lines[1].split(separator: " ").map(String.init)
        guard fields.count == 8, let version = Int(fields[1]), let level = QRErrorCorrection(rawValue: fields[3]),
            let mask = Int(fields[5]), let lowestMask = Int(fields[7])
        else { return nil }
        return Case(text: lines[0], version: version, level: level, mask: mask, lowestMask: lowestMask, rows: Array(lines[2...]))
    }

    @Test("Given the fixture file When read Then it holds the four cases")
    func fixturesRead() {
        #expect(Self.cases.count == 4)
    }

    @Test("Given a text, version, level and mask When encoded Then every module is segno's", arguments: cases)
    func sameModules(_ fixture: Case) throws {
        let code = try QRCode(text: fixture.text, errorCorrection: fixture.level, version: fixture.version, mask: fixture.mask)
        let rows = (0..<code.size).map { row in
            String((0..<code.size).map { code.isDark(row: row, column: $0) ? "1" : "0" })
        }
        #expect(rows == fixture.rows)
    }

    @Test(
        "Given a text, version and level When the mask is left to the penalty rules Then it is the one segno's scoring rates lowest",
        arguments: cases)
    func sameMaskChoice(_ fixture: Case) throws {
        #expect(
            try QRCode(text: fixture.text, errorCorrection: fixture.level, version: fixture.version).mask == fixture.lowestMask)
    }
}
