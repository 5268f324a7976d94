import JourneyKit
import Testing

@Suite("JourneyFile")
struct JourneyFileTests {
    @Test(
        "Given a journey with comments and two commands When it is parsed Then each block has its command, line number, expected lines and preceding comments"
    )
    func parsesBlocks() throws {
        let text = """
            # Browsing products
            # starts at home

            > products
            Products
            1. Lamp
            ...

            # then open one
            > open 1
            Lamp
            """

        let file = try JourneyFile(parsing: text, name: "browse.journey")

        #expect(file.preamble == ["# Browsing products", "# starts at home", ""])
        #expect(file.blocks.count == 2)
        let first = try #require(file.blocks.first)
        #expect(first.command == "products")
        #expect(first.lineNumber == 4)
        #expect(first.precedingComments == ["# Browsing products", "# starts at home"])
        #expect(first.patterns == [.line("Products"), .line("1. Lamp"), .anyLines])
        #expect(first.expected.map(\.lineNumber) == [5, 6, 7])
        #expect(first.trailingTrivia == ["", "# then open one"])
        let second = try #require(file.blocks.last)
        #expect(second.command == "open 1")
        #expect(second.lineNumber == 10)
        #expect(second.precedingComments == ["# then open one"])
        #expect(second.patterns == [.line("Lamp")])
    }

    @Test(
        "Given expected output with inner blank lines and trailing blank lines When it is parsed Then inner blanks are expected and trailing blanks are not"
    )
    func blankLines() throws {
        let file = try JourneyFile(parsing: "> help\nCommands:\n\n  back\n\n\n> where\n", name: "j")

        #expect(file.blocks[0].patterns == [.line("Commands:"), .line(""), .line("  back")])
        #expect(file.blocks[0].trailingTrivia == ["", ""])
        #expect(file.blocks[1].patterns.isEmpty)
    }

    @Test("Given a comment among expected output lines When it is parsed Then it is kept as an inner comment and not expected")
    func innerComment() throws {
        let file = try JourneyFile(parsing: "> products\nProducts\n# the first page\n1. Lamp\n", name: "j")

        #expect(file.blocks[0].patterns == [.line("Products"), .line("1. Lamp")])
        #expect(file.blocks[0].innerComments == ["# the first page"])
        #expect(file.blocks[0].bodyLines == ["Products", "# the first page", "1. Lamp"])
    }

    @Test("Given escaped output lines When they are parsed Then the backslash is dropped and they are literal")
    func escapes() throws {
        let file = try JourneyFile(parsing: "> show\n\\# not a comment\n\\> not a command\n\\...\n", name: "j")

        #expect(file.blocks.count == 1)
        #expect(file.blocks[0].patterns == [.line("# not a comment"), .line("> not a command"), .line("...")])
    }

    @Test("Given an output line before the first command When the journey is parsed Then it fails naming the file and line")
    func textBeforeFirstCommand() {
        #expect(
            throws: JourneyFileError(
                name: "bad.journey", line: 2,
                message:
                    "expected a command (a line starting with \"> \") or a comment before the first command, found \"Products\"")
        ) {
            try JourneyFile(parsing: "# intro\nProducts\n> products\n", name: "bad.journey")
        }
    }

    @Test("Given Windows line endings and extra spaces around a command When parsed Then lines and the command are clean")
    func crlfAndSpaces() throws {
        let file = try JourneyFile(parsing: ">   search  lamp  \r\nLamp\r\n", name: "j")

        #expect(file.blocks[0].command == "search  lamp")
        #expect(file.blocks[0].patterns == [.line("Lamp")])
    }

    @Test("Given a file of comments only When it is parsed Then it has no blocks")
    func noCommands() throws {
        let file = try JourneyFile(parsing: "# nothing yet\n", name: "j")

        #expect(file.blocks.isEmpty)
        #expect(file.sessions.isEmpty)
    }
}

@Suite("JourneyFile commands")
struct JourneyFileCommandTests {
    @Test("Given a bare \">\" line When parsed Then it is an empty command, while \">x\" is output")
    func bareCommand() throws {
        let file = try JourneyFile(parsing: "> home\n>x\n>\n", name: "j")

        #expect(file.blocks.map(\.command) == ["home", ""])
        #expect(file.blocks[0].patterns == [.line(">x")])
    }
}
