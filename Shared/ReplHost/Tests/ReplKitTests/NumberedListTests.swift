import ReplKit
import Testing

@Suite("Given the numbered list renderer")
struct NumberedListTests {
    @Test("When three rows are rendered Then each is indented two spaces and numbered from 1")
    func fewRows() {
        #expect(NumberedList.lines(["Lyon", "Paris", "Nice"]) == ["  1. Lyon", "  2. Paris", "  3. Nice"])
    }

    @Test("When ten or more rows are rendered Then the numbers are right-aligned to the widest")
    func rightAligned() {
        let lines = NumberedList.lines((1...12).map { "row \($0)" })

        #expect(lines[0] == "   1. row 1")
        #expect(lines[8] == "   9. row 9")
        #expect(lines[9] == "  10. row 10")
        #expect(lines[11] == "  12. row 12")
    }

    @Test("When a status is given Then it follows the rows, unindented")
    func statusLine() {
        #expect(NumberedList.lines(["Lyon"], status: "1 city") == ["  1. Lyon", "1 city"])
    }

    @Test("When no status is given Then only the rows come back")
    func noStatus() {
        #expect(NumberedList.lines(["Lyon", "Paris"]).count == 2)
    }

    @Test("When nothing is listed Then only the status comes back")
    func nothingListed() {
        #expect(NumberedList.lines([], status: "0 cities") == ["0 cities"])
    }

    @Test("When the home screen's features are rendered Then the rows read as the home screen shows them")
    func homeScreenRows() {
        let rows = [
            "Contacts [contacts] — browse, search and edit contacts",
            "Products [products] — browse the catalog",
        ]

        #expect(
            NumberedList.lines(rows) == [
                "  1. Contacts [contacts] — browse, search and edit contacts",
                "  2. Products [products] — browse the catalog",
            ])
    }

    @Test(
        "Given a row wider than the terminal When listed with columns Then it wraps at spaces, its further lines under its text")
    func wrapsLongRows() {
        let lines = NumberedList.lines(
            ["Short", "Herramientas [tools] — explorar herramientas para compartir tu fe y guardar tus favoritas"],
            columns: 60)

        #expect(
            lines == [
                "  1. Short",
                "  2. Herramientas [tools] — explorar herramientas para",
                "     compartir tu fe y guardar tus favoritas",
            ])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 60 })
    }
}
