import Testing

@testable import ContactsDataDomainInterface

@Suite("Finding a fragment in the folded text of a book")
struct FoldedTextScanTests {
    private func positions(of pattern: String, in text: String) -> [Int] {
        let patternBytes = Array(pattern.utf8)
        let textBytes = Array(text.utf8)
        var found: [Int] = []
        patternBytes.withUnsafeBytes { pattern in
            textBytes.withUnsafeBytes { text in
                var offset = 0
                while let position = FoldedTextScan.next(pattern, in: text, from: offset) {
                    found.append(position)
                    offset = position + 1
                }
            }
        }
        return found
    }

    @Test(
        "Given a text longer than 16 bytes When a fragment stands at the start, across a 16-byte boundary and at the very end Then each place is found"
    )
    func everywhere() {
        let text = "mar" + String(repeating: "x", count: 12) + "mar" + String(repeating: "y", count: 20) + "mar"

        #expect(positions(of: "mar", in: text) == [0, 15, 38])
    }

    @Test("Given one-byte and whole-text fragments When searched Then they are found like longer ones")
    func shortAndWhole() {
        #expect(positions(of: "a", in: "banana") == [1, 3, 5])
        #expect(positions(of: "banana", in: "banana") == [0])
    }

    @Test(
        "Given a fragment longer than the text, or one whose first two letters appear without the rest When searched Then nothing is found"
    )
    func nothing() {
        #expect(positions(of: "bananas", in: "banana").isEmpty)
        #expect(positions(of: "max", in: String(repeating: "ma", count: 20)).isEmpty)
    }
}
