import ReplKit
import Testing

@Suite("Given text fitted to terminal columns")
struct ColumnTextTests {
    @Test("When text fits Then truncating leaves it as it is")
    func fittingTextKept() {
        #expect(ColumnText.truncated("Lyon", toColumns: 4) == "Lyon")
    }

    @Test("When text is wider than the columns Then it is cut and ends in an ellipsis within them")
    func widerTextCut() {
        #expect(ColumnText.truncated("Saint-Étienne", toColumns: 6) == "Saint…")
    }

    @Test("When wide characters are cut Then each counts two columns")
    func wideCharactersCut() {
        let cut = ColumnText.truncated("東京都新宿区", toColumns: 6)

        #expect(cut == "東京…")
        #expect(DisplayWidth.of(cut) <= 6)
    }

    @Test("When a sentence is wrapped Then it breaks at spaces into lines within the columns")
    func wrappedAtSpaces() {
        #expect(ColumnText.wrapped("a slim denim bucket hat", toColumns: 11) == ["a slim", "denim", "bucket hat"])
    }

    @Test("When a word is wider than a line Then wrapping cuts it")
    func longWordCut() {
        #expect(ColumnText.wrapped("Donaudampfschiff", toColumns: 8) == ["Donauda…"])
    }

    @Test("When items are flowed Then a broken line ends with the separator's mark and the next starts with the indent")
    func flowedItems() {
        let lines = ColumnText.flowed(["red", "green", "blue"], separator: " · ", indent: "  ", columns: 16)

        #expect(lines == ["  red · green ·", "  blue"])
    }

    @Test("When items are flowed without marks Then broken lines end with the last item")
    func flowedWithoutMarks() {
        let lines = ColumnText.flowed(["red", "green", "blue"], separator: " · ", columns: 12, marksBreaks: false)

        #expect(lines == ["red · green", "blue"])
    }
}
