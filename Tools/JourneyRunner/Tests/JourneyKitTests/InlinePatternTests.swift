import JourneyKit
import Testing

@Suite("Inline patterns and captures")
struct InlinePatternTests {
    @Test("Given [..] in an expected line When matched Then it stands for any text within that line")
    func anyText() throws {
        let pattern = try InlinePattern(parsing: "Contacts: [..] · saved [..] ago")

        #expect(pattern.matches("Contacts: 520 people · saved 5 minutes ago", captures: [:]))
        #expect(!pattern.matches("Contacts: 520 people", captures: [:]))
    }

    @Test("Given [[NAME]] When matched Then it keeps one word under that name")
    func keepsAWord() throws {
        let kept = try InlinePattern(parsing: "Hello, [[name]]!").match("Hello, Ada!", captures: [:])

        #expect(kept == ["name": "Ada"])
        #expect(try InlinePattern(parsing: "Hello, [[name]]!").match("Hello, Ada Lovelace!", captures: [:]) == nil)
    }

    @Test("Given [[NAME:REGEX]] after [..] When matched Then it keeps what the regular expression matched")
    func keepsARegexMatch() throws {
        let pattern = try InlinePattern(parsing: "   1. [..] · [[style:MS[0-9]+]]")

        #expect(try pattern.match("   1. Linen shirt · Navy · B0001", captures: [:]) == nil)
        #expect(try pattern.match("   1. Linen shirt · MS100007", captures: [:]) == ["style": "MS100007"])
        #expect(try InlinePattern(parsing: "[[code:[a-z]]]x").match("qx", captures: [:]) == ["code": "q"])
    }

    @Test("Given {NAME} When matched Then it stands for what was kept, and a name never kept is thrown")
    func references() throws {
        let pattern = try InlinePattern(parsing: "Style {style} (1 of 2)")

        #expect(pattern.matches("Style MS1 (1 of 2)", captures: ["style": "MS1"]))
        #expect(!pattern.matches("Style MS2 (1 of 2)", captures: ["style": "MS1"]))
        #expect(throws: UnknownCaptureName(name: "style")) { try pattern.match("Style MS1 (1 of 2)", captures: [:]) }
    }

    @Test("Given \\[ and \\{ When matched Then they are the characters themselves")
    func escapes() throws {
        let pattern = try InlinePattern(parsing: "a \\[..] b \\[[x]] c \\{id}")

        #expect(pattern.isLiteral)
        #expect(pattern.matches("a [..] b [[x]] c {id}", captures: [:]))
        #expect(OutputPattern(sourceLine: "\\[..] x") == .line("\\[..] x"))
    }

    @Test("Given a bad regular expression in a capture When the journey is parsed Then the error names its line")
    func badRegex() {
        let error = #expect(throws: JourneyFileError.self) {
            try JourneyFile(parsing: "> a\nok\n[[id:(]]\n", name: "j.journey")
        }
        #expect(error?.description == "j.journey:3: \"[[id:(]]\": \"(\" is not a valid regular expression")
    }

    @Test("Given text that only looks like syntax When matched Then it is literal")
    func literalLookalikes() throws {
        #expect(try InlinePattern(parsing: "[[1, 2], [3]] {not a name} {}").isLiteral)
    }

    @Test("Given a block with captures When matched Then later lines of the block see what earlier lines kept")
    func blockCaptures() throws {
        let kept = try TranscriptMatcher.match(
            expected: [.line("Order [[id]]"), .anyLines, .line("Shipped {id}")],
            actual: ["Order A7", "packing", "Shipped A7"], captures: [:])

        #expect(kept == ["id": "A7"])
        #expect(
            try TranscriptMatcher.match(
                expected: [.line("Order [[id]]"), .line("Shipped {id}")], actual: ["Order A7", "Shipped B8"], captures: [:])
                == nil)
    }

    @Test("Given a command with {NAME} When it is resolved Then what was kept is put in, and \\{ is a brace")
    func resolvesCommands() throws {
        #expect(try NameReferences.resolve(command: "open {style}", captures: ["style": "MS1"]) == "open MS1")
        #expect(try NameReferences.resolve(command: "search \\{x}", captures: [:]) == "search {x}")
        #expect(throws: UnknownCaptureName(name: "id")) { try NameReferences.resolve(command: "open {id}", captures: [:]) }
    }
}
