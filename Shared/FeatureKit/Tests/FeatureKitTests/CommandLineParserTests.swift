import FeatureKit
import Testing

@Suite("Given options declared as values")
struct CommandLineParserTests {
    let options: [CommandLineOption] = [
        .value("script", valueName: "file", help: "Run the commands in this file."),
        .flag("strict", help: "Stop at the first command that fails."),
        .value("content-timeout", valueName: "seconds", help: "Seconds one request may take."),
    ]

    @Test("When values are given apart, joined by = or twice Then each option has its last value")
    func readsValues() throws {
        let values = try CommandLineParser.parse(
            ["--script", "a.txt", "--content-timeout=5", "--strict", "--script", "-"], options: options)
        #expect(values.string("script") == "-")
        #expect(values.string("content-timeout") == "5")
        #expect(values.isSet("strict"))
        #expect(try values.number("content-timeout", orSay: "no") == 5)
    }

    @Test("When nothing is given Then no option has a value and no flag is set")
    func readsNothing() throws {
        let values = try CommandLineParser.parse([], options: options)
        #expect(values.string("script") == nil)
        #expect(!values.isSet("strict"))
        #expect(try values.number("content-timeout", orSay: "no") == nil)
    }

    @Test("When one option is replaced Then it alone has the new value, and taking it away leaves it unset")
    func replacesOneValue() throws {
        let values = try CommandLineParser.parse(["--script", "a.txt", "--script", "b.txt", "--strict"], options: options)
        let replaced = values.replacing("script", with: "c.txt")
        #expect(replaced.strings("script") == ["c.txt"])
        #expect(replaced.isSet("strict"))
        #expect(values.replacing("script", with: nil).string("script") == nil)
        #expect(values.string("script") == "b.txt")
    }

    @Test(
        "When a word is wrong Then it is refused by name",
        arguments: [
            (["--scrpt", "a"], "Unknown option '--scrpt'."),
            (["a.txt"], "Unexpected argument 'a.txt'."),
            (["--script"], "Missing value for '--script <file>'."),
            (["--script", "--strict"], "Missing value for '--script <file>'."),
            (["--strict=yes"], "--strict takes no value."),
        ])
    func refusesWrongWords(arguments: [String], message: String) {
        #expect(throws: CommandLineError(message)) {
            _ = try CommandLineParser.parse(arguments, options: options)
        }
    }

    @Test("When a value is no number Then the caller's message is thrown")
    func refusesNonNumbers() throws {
        let values = try CommandLineParser.parse(["--content-timeout", "soon"], options: options)
        #expect(throws: CommandLineError("--content-timeout takes seconds.")) {
            _ = try values.number("content-timeout", orSay: "--content-timeout takes seconds.")
        }
        #expect(throws: CommandLineError("whole")) {
            _ = try values.integer("content-timeout", orSay: "whole")
        }
    }

    @Test("When help lists the options Then each synopsis leads and long sentences wrap under the column")
    func listsHelp() {
        let lines = CommandLineHelp.lines(
            for: [
                .value(
                    "content-url", valueName: "url",
                    help: "A GodTools content API server for tools; default: the bundled content.")
            ],
            columns: 60)
        #expect(
            lines == [
                "  --content-url <url>  A GodTools content API server for",
                "                       tools; default: the bundled content.",
            ])
    }
}
