@testable import ReplHost
import Testing

@Suite("Given text in several scripts")
struct DisplayWidthTests {
    @Test("When Latin text is measured Then each character takes one column")
    func latin() {
        #expect(DisplayWidth.of("search") == 6)
    }

    @Test("When Chinese text is measured Then each character takes two columns")
    func chinese() {
        #expect(DisplayWidth.of("编号") == 4)
    }

    @Test("When a combining accent is measured Then it takes no column of its own")
    func combining() {
        #expect(DisplayWidth.of("e\u{301}") == 1)
    }

    @Test("When Chinese text is padded to 6 columns Then the spaces fill what the characters leave")
    func padding() {
        #expect(DisplayWidth.padded("名字", toColumns: 6) == "名字  ")
    }
}
