import JourneyKit
import Testing

@Suite("JourneyRecorder")
struct JourneyRecorderTests {
    @Test("Given a journey whose output changed When recorded Then expected lines are replaced and comments and spacing are kept")
    func recordsActualOutput() throws {
        let text = """
            # Products journey

            > products
            # first page
            Products
            1. Lamp

            # open the lamp
            > open 1
            Lamp
            ...
            > quit
            """
        let file = try JourneyFile(parsing: text, name: "j")

        let recorded = JourneyRecorder.render(
            file, actualOutputs: [["Products", "1. Lamp", "2. Desk", ""], ["Lamp", "Price: 10 €"], []])

        #expect(
            recorded == """
                # Products journey

                > products
                # first page
                Products
                1. Lamp
                2. Desk

                # open the lamp
                > open 1
                Lamp
                ...
                > quit

                """)
    }

    @Test("Given a journey with only commands When recorded Then the output is written under each command")
    func fillsEmptyJourney() throws {
        let file = try JourneyFile(parsing: "> home\n> where\n", name: "j")

        let recorded = JourneyRecorder.render(file, actualOutputs: [["Home"], ["home"]])

        #expect(recorded == "> home\nHome\n> where\nhome\n")
    }

    @Test(
        "Given output lines that read as comment, command or wildcard When recorded Then they are escaped and parse back as the same output"
    )
    func escapesOutput() throws {
        let file = try JourneyFile(parsing: "> show\n", name: "j")
        let output = ["# heading", "> quoted", "...", "\\path"]

        let recorded = JourneyRecorder.render(file, actualOutputs: [output])
        let reparsed = try JourneyFile(parsing: recorded, name: "j")

        #expect(recorded == "> show\n\\# heading\n\\> quoted\n\\...\n\\\\path\n")
        #expect(reparsed.blocks.count == 1)
        #expect(TranscriptMatcher.matches(expected: reparsed.blocks[0].patterns, actual: output))
    }

    @Test("Given a block the app never echoed When recorded Then the block is kept as written")
    func keepsUnechoedBlock() throws {
        let file = try JourneyFile(parsing: "> home\nHome\n", name: "j")

        #expect(JourneyRecorder.render(file, actualOutputs: [nil]) == "> home\nHome\n")
    }
}
