import Analytics
import JourneyKit
import Testing

@Suite("Journey event lines")
struct ExpectedEventTests {
    private let addToBag = AnalyticsEvent.action(
        "add_to_bag", AnalyticsProperty("product_id", "TEE"), AnalyticsProperty("sku", "TEE-navy-M"))

    @Test(
        "Given an event line with properties When it is parsed Then it matches the event with those values, whatever else it has")
    func parsesAndMatches() throws {
        let line = try ExpectedEvent(line: "% action add_to_bag sku=TEE-navy-M", lineNumber: 3)

        #expect(line.kind == "action" && line.name == "add_to_bag" && line.properties == [AnalyticsProperty("sku", "TEE-navy-M")])
        #expect(line.matches(addToBag))
        #expect(!(try ExpectedEvent(line: "% action add_to_bag sku=OTHER", lineNumber: 3)).matches(addToBag))
        #expect(!(try ExpectedEvent(line: "% screen_view add_to_bag", lineNumber: 3)).matches(addToBag))
    }

    @Test("Given a quoted value When it is parsed Then spaces and escaped quotes stay in the value")
    func quotedValues() throws {
        let line = try ExpectedEvent(line: #"% action search search_term="new \"york\" city""#, lineNumber: 1)
        #expect(line.properties == [AnalyticsProperty("search_term", #"new "york" city"#)])
        #expect(
            ExpectedEvent.text(of: .action("search", AnalyticsProperty("search_term", "new york")))
                == #"action search search_term="new york""#)
    }

    @Test(
        "Given lines that name no event When they are parsed Then each is refused with its line number",
        arguments: [
            "% click add_to_bag", "% action", "% action add_to_bag sku", "% action add_to_bag =x",
        ])
    func refusesMalformed(_ text: String) {
        #expect(throws: ExpectedEventError.self) { try ExpectedEvent(line: text, lineNumber: 9) }
    }

    @Test("Given expected events When the log has them in order with others between Then none is missing; out of order one is")
    func orderedSubsequence() throws {
        let view = try ExpectedEvent(line: "% screen_view product_details product_id=TEE", lineNumber: 1)
        let add = try ExpectedEvent(line: "% action add_to_bag product_id=TEE", lineNumber: 2)
        let logged: [AnalyticsEvent] = [
            .screenView("products"), .screenView("product_details", AnalyticsProperty("product_id", "TEE")), addToBag,
        ]

        #expect(ExpectedEvent.missing([view, add], in: logged).isEmpty)
        #expect(ExpectedEvent.missing([add, view], in: logged) == [view])
        #expect(ExpectedEvent.missing([add, add], in: logged) == [add])
    }

    @Test("Given a journey with event lines When it is parsed Then they are no output lines, and recording keeps them")
    func journeyParsing() throws {
        let text = """
            > add
            Added.
            % action add_to_bag product_id=TEE
            \\% of stock
            """
        let journey = try JourneyFile(parsing: text, name: "j")

        #expect(journey.expectsEvents)
        #expect(journey.blocks[0].expected.map(\.pattern.sourceText) == ["Added.", "\\% of stock"])
        #expect(journey.blocks[0].expectedEvents.map(\.lineNumber) == [3])
        let recorded = JourneyRecorder.render(journey, actualOutputs: [["Added twice.", "% of stock"]])
        #expect(recorded == "> add\n% action add_to_bag product_id=TEE\nAdded twice.\n\\% of stock\n")
    }

    @Test("Given a malformed event line in a journey When it is parsed Then the file error names its line")
    func journeyRefusesMalformedEvent() {
        #expect(throws: JourneyFileError(name: "j", line: 2, message: "\"sku\" is not key=value in \"% action add sku\"")) {
            try JourneyFile(parsing: "> add\n% action add sku\n", name: "j")
        }
    }
}
