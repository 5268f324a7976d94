import Analytics
import JourneyKit
import Testing

@Suite("JourneyDiff")
struct JourneyDiffTests {
    @Test(
        "Given output that differs When the diff is rendered Then it names the file, line and command and marks expected and actual lines"
    )
    func blockDiff() throws {
        let file = try JourneyFile(
            parsing: "# intro\n> open 3\nLamp\n...\nPrice: 10 €\nIn stock\n", name: "Tests/Journeys/lamp.journey")
        let block = try #require(file.blocks.first)

        let diff = JourneyDiff.blockDiff(
            journey: file.name, block: block, actual: ["Lamp", "Blue", "Price: 10.00 €", "In stock"])

        #expect(
            diff == """
                Tests/Journeys/lamp.journey:2: output of "> open 3" differs
                --- expected (Tests/Journeys/lamp.journey:2)
                +++ actual (~ lines matched by ...)
                 Lamp
                 ...
                ~Blue
                ~Price: 10.00 €
                -Price: 10 €
                 In stock
                """)
    }

    @Test("Given a wildcard that stood for many lines When the diff is rendered Then only the start and end of them are shown")
    func longWildcard() throws {
        let block = JourneyBlock(
            command: "list", lineNumber: 1,
            expected: [
                ExpectedLine(pattern: .anyLines, lineNumber: 2),
                ExpectedLine(pattern: .line("end"), lineNumber: 3),
            ])
        let actual = (1...20).map { "item \($0)" }

        let diff = JourneyDiff.blockDiff(journey: "j", block: block, actual: actual)

        #expect(
            diff.split(separator: "\n").dropFirst(3) == [
                " ...", "~item 1", "~item 2", "~item 3", "~… 13 more lines",
                "~item 17", "~item 18", "~item 19", "~item 20", "-end",
            ])
    }

    @Test("Given output without wildcards When the diff is rendered Then changed lines show as removed and added")
    func plainDiff() throws {
        let file = try JourneyFile(parsing: "> where\nhome\nproducts\n", name: "j")

        let diff = JourneyDiff.blockDiff(journey: "j", block: file.blocks[0], actual: ["home", "contacts"])

        #expect(diff == "j:1: output of \"> where\" differs\n--- expected (j:1)\n+++ actual\n home\n-products\n+contacts")
    }

    @Test("Given a command the app never echoed When the diff is rendered Then it says so and lists the expected lines")
    func neverEchoed() throws {
        let block = JourneyBlock(
            command: "products", lineNumber: 7, expected: [ExpectedLine(pattern: .line("Products"), lineNumber: 8)])

        let diff = JourneyDiff.blockDiff(journey: "j.journey", block: block, actual: nil)

        #expect(
            diff == """
                j.journey:7: "> products" was never echoed: the app ended before it, or echoed it differently
                --- expected
                +++ actual (nothing)
                -Products
                """)
    }

    @Test("Given an app that exited with a failure When the session failure is rendered Then it shows the status and stderr")
    func sessionFailure() throws {
        let file = try JourneyFile(parsing: "> home\n> quit\n> crash\n", name: "j.journey")
        let session = try #require(file.sessions.last)
        let result = AppProcessResult(
            standardOutput: "", standardError: "log line\nfatal: boom\n", termination: .exited(status: 3), timedOut: false,
            timeout: .seconds(60))

        let text = JourneyDiff.sessionFailure(journey: file.name, session: session, result: result)

        #expect(
            text == """
                j.journey:3: session 2: the app exited with status 3
                stderr:
                    log line
                    fatal: boom
                """)
    }

    @Test("Given an app that timed out When the session failure is rendered Then it says it was stopped after the limit")
    func timeout() throws {
        let file = try JourneyFile(parsing: "> hang\n", name: "j.journey")
        let session = try #require(file.sessions.first)
        let result = AppProcessResult(
            standardOutput: "", standardError: "", termination: .signalled(signal: 15), timedOut: true, timeout: .seconds(60))

        let text = JourneyDiff.sessionFailure(journey: file.name, session: session, result: result)

        #expect(text == "j.journey:1: session 1: the app did not finish within 60 s and was stopped\nstderr: (empty)")
    }

    @Test("Given long stderr When the session failure is rendered Then only its last lines are shown")
    func stderrTail() throws {
        let file = try JourneyFile(parsing: "> crash\n", name: "j")
        let session = try #require(file.sessions.first)
        let errors = (1...100).map { "line \($0)" }.joined(separator: "\n")
        let result = AppProcessResult(
            standardOutput: "", standardError: errors, termination: .exited(status: 1), timedOut: false, timeout: .seconds(1))

        let text = JourneyDiff.sessionFailure(journey: file.name, session: session, result: result)

        #expect(text.contains("stderr (last 40 of 100 lines):"))
        #expect(text.hasSuffix("    line 100"))
        #expect(!text.contains("line 60\n"))
    }

    @Test("Given lines that differ only by a no-break space When the diff is rendered Then a note names the invisible characters")
    func invisibleDifference() {
        let block = JourneyBlock(
            command: "bag", lineNumber: 1, expected: [ExpectedLine(pattern: .line("46,00 £"), lineNumber: 2)])

        let diff = JourneyDiff.blockDiff(journey: "j", block: block, actual: ["46,00\u{A0}£"])

        #expect(
            diff.hasSuffix(
                "note: \"46,00 £\" differs only in characters the diff does not show: the app printed U+00A0 (no-break space), the journey has plain spaces"
            ), "\(diff)")
    }

    @Test("Given a % line with {NAME} and [..] When the session's events are checked Then what the journey kept is put in")
    func eventCaptures() throws {
        let event = try ExpectedEvent(line: "% screen_view product_details product_id={style} source=[..]list", lineNumber: 3)
        let logged = AnalyticsEvent(
            kind: .screenView, name: "product_details",
            properties: [AnalyticsProperty("product_id", "MS1"), AnalyticsProperty("source", "the list")])

        #expect(event.matches(logged, captures: ["style": "MS1"]))
        #expect(!event.matches(logged, captures: ["style": "MS2"]))
    }
}
