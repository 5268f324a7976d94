import Testing

@testable import AppComposition

@Suite("Journey writer: lines")
struct JourneyTextTests {
    @Test(
        "Given an output line that would read as journey syntax When it is written Then it gets a leading backslash",
        arguments: [
            ("# 3 items", "\\# 3 items"), ("> quoted", "\\> quoted"), (">", "\\>"), ("% off", "\\% off"),
            ("< back", "\\< back"), ("<< more", "\\<< more"), ("\\ path", "\\\\ path"), ("...", "\\..."),
            ("...   ", "\\...   "),
        ])
    func leadingEscapes(line: String, written: String) {
        #expect(JourneyText.output(line) == written)
    }

    @Test(
        "Given an output line that reads as itself When it is written Then it is as printed",
        arguments: ["Products", "  1. Café Crème · £46.00", "", "....", "a # b > c", "Type help…", "{not a name}", "[x]"])
    func plainLines(line: String) {
        #expect(JourneyText.output(line) == line)
    }

    @Test(
        "Given [..], [[ or {NAME} within an output line When it is written Then each is escaped with a backslash",
        arguments: [
            ("search \"[..]\"", "search \"\\[..]\""), ("a [[b]] c", "a \\[[b]] c"), ("unknown {x} here", "unknown \\{x} here"),
            ("[..] first", "\\[..] first"), ("{data} first", "\\{data} first"), ("[[[a]]", "\\[\\[[a]]"),
            ("{a b} {ok-1}", "{a b} \\{ok-1}"),
        ])
    func inlineEscapes(line: String, written: String) {
        #expect(JourneyText.output(line) == written)
    }

    @Test("Given a backslash before [ or { in output When it is written Then it stays itself, the bracket escaped")
    func backslashBeforeBracket() {
        #expect(JourneyText.output("a \\[x") == "a \\\\[x")
        #expect(JourneyText.output("a \\{x}") == "a \\\\{x}")
        #expect(JourneyText.output("\\[x") == "\\\\\\[x")
    }

    @Test(
        "Given output holding the replay's data folder When it is written Then the folder reads {data}, as the runner redacts it")
    func dataFolder() {
        #expect(JourneyText.output("Data folder: /tmp/r/data", dataFolder: "/tmp/r/data") == "Data folder: {data}")
        #expect(JourneyText.output("/tmp/r/data/x [[y", dataFolder: "/tmp/r/data") == "{data}/x \\[[y")
    }

    @Test("Given commands When they are written Then they read > command, a {NAME} escaped so the runner sends it as typed")
    func commands() {
        #expect(JourneyText.command("open 1") == "> open 1")
        #expect(JourneyText.command("search {x}") == "> search \\{x}")
        #expect(JourneyText.command("search \\{x}") == "> search \\\\{x}")
        #expect(JourneyText.command("search {a b} [..]") == "> search {a b} [..]")
    }
}
