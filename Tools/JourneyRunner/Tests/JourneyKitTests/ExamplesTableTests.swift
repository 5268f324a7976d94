import Foundation
import JourneyKit
import Testing

@Suite("Examples tables")
struct ExamplesTableTests {
    static let table = """
        # examples:
        # | lang | country | first |
        # | en   | US      | Card Trail |
        # | es   | MX      | Path Choice |
        # lang: {lang}
        # app: --country {country}
        > say {first}
        {first}

        """

    @Test(
        "Given an examples table When the journey is read Then it runs once per row, named with its row, values in headers, commands and lines"
    )
    func expandsRows() throws {
        let journeys = try JourneyLoader.journeys(text: Self.table, name: "tools-personalized")

        #expect(journeys.map(\.name) == ["tools-personalized [en, US, Card Trail]", "tools-personalized [es, MX, Path Choice]"])
        #expect(journeys.map(\.world.language) == ["en", "es"])
        #expect(journeys[1].world.appArguments == ["--country", "MX"])
        #expect(journeys[1].blocks[0].command == "say Path Choice")
        #expect(journeys[1].blocks[0].patterns == [.line("Path Choice")])
    }

    @Test("Given a table journey with one row failing When it runs Then each row passes or fails as its own result")
    func rowsAreResults() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write(
            "# examples:\n# | word | shown |\n# | hi | hi |\n# | yo | no |\n> say {word}\n{shown}\n", to: "rows.journey")

        let results = await JourneyRunner(app: try FakeApp.install(in: folder)).run(fileAt: file, name: "rows.journey")

        #expect(results.map(\.name) == ["rows.journey [hi, hi]", "rows.journey [yo, no]"])
        #expect(results.map(\.passed) == [true, false])
    }

    @Test("Given a table that is unclosed, ragged, empty or badly named When read Then the error names its line")
    func refusesBadTables() {
        let cases: [(String, Int, String)] = [
            ("# examples:\n# | a | b |\n# | 1 | 2\n", 3, "the examples table's row is not closed"),
            ("# examples:\n# | a | b |\n# | 1 |\n", 3, "this row has 1 values for the table's 2 columns"),
            ("# examples:\n# | a |\n", 1, "\"# examples:\" needs a table under it"),
            ("# examples:\n# | a b |\n# | 1 |\n", 2, "\"a b\" cannot name a column"),
            ("# examples: x\n", 1, "\"# examples:\" stands alone"),
        ]
        for (text, line, message) in cases {
            let error = #expect(throws: JourneyFileError.self) { try JourneyLoader.journeys(text: text + "> a\n", name: "t") }
            #expect(error?.line == line, "\(text)")
            #expect(error?.message.hasPrefix(message) == true, "\(error?.message ?? "")")
        }
    }
}
