import Foundation
import JourneyKit
import Testing

@Suite("Redactions")
struct RedactionTests {
    @Test("Given # redact: headers When a line is redacted Then the runner's own come first, then each header in order")
    func appliesInOrder() throws {
        let redactions = Redactions(
            rules: [
                try Redactions.Rule(header: "[0-9]{2}:[0-9]{2} => {time}"), try Redactions.Rule(header: "id-[a-f0-9]+ => {id}"),
            ],
            backendURL: "http://127.0.0.1:5555", dataDirectory: "/tmp/j/data")

        #expect(
            redactions.apply("Saved 12:30 at http://127.0.0.1:5555/api in /tmp/j/data as id-9f3a")
                == "Saved {time} at {backend}/api in {data} as {id}")
        #expect(redactions.names == ["backend", "data", "time", "id"])
    }

    @Test(
        "Given a # redact: that is not REGEX => REPLACEMENT or has a bad regular expression When parsed Then the error names its line"
    )
    func refusesBadHeaders() {
        for header in ["# redact: [0-9]+", "# redact: ( => {x}"] {
            let error = #expect(throws: JourneyFileError.self) { try JourneyFile(parsing: "\(header)\n> a\n", name: "j") }
            #expect(error?.line == 1, "\(header)")
        }
    }

    @Test("Given a redacted journey When it runs Then its expected lines name the redaction, and its record keeps it")
    func runsRedacted() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let journey = try JourneyFile(
            parsing:
                "# redact: [0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:]+Z => {instant}\n> now\n{instant}\n> args\n--script - --echo --data-dir {data}/data [..]\n",
            name: "redacted.journey")

        let result = await JourneyRunner(app: try FakeApp.install(in: folder)).run(journey)

        #expect(result.blocks[0].actual == ["{instant}"])
        #expect(result.blocks[0].matched, "\(result.report)")
    }
}
