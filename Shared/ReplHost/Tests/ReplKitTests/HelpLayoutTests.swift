import ReplKit
import Testing

@Suite("Given help laid out for a terminal")
struct HelpLayoutTests {
    @Test("When a summary fits beside its usage Then the row is the usage column and the summary, as before")
    func fittingRow() {
        let layout = HelpLayout(usages: ["help", "search <text>"], columns: 80)
        #expect(layout.lines(usage: "help", summary: "show the commands") == ["  help           show the commands"])
    }

    @Test("When a summary is wider than the line Then it wraps at words under its first line (a hanging indent)")
    func hangingIndent() {
        let layout = HelpLayout(usages: ["sort <key>"], columns: 40)
        #expect(
            layout.lines(usage: "sort <key>", summary: "change the order: newest, price-asc, price-desc or name-asc") == [
                "  sort <key>  change the order: newest,",
                "              price-asc, price-desc or",
                "              name-asc",
            ])
    }

    @Test(
        "When a usage is wider than a third of the line Then it stands on its own line and its summary starts under the others"
    )
    func longUsageOnItsOwnLine() {
        let usages = ["next", "recent [<number> | remove <number> | clear]"]
        let layout = HelpLayout(usages: usages, columns: 40)
        #expect(layout.usageWidth == 4)
        #expect(
            layout.lines(usage: usages[1], summary: "your last 10 searches; a number searches again") == [
                "  recent [<number> | remove <number> | clear]",
                "        your last 10 searches; a number",
                "        searches again",
            ])
    }

    @Test("When a heading is wider than the line Then it wraps at words with no indent")
    func headingWrapped() {
        let layout = HelpLayout(usages: [], columns: 20)
        #expect(
            layout.text("Name an item by its number on screen or by its id.") == [
                "Name an item by its", "number on screen or", "by its id.",
            ])
    }
}
