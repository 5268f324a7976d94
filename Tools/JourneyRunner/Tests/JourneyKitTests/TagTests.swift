import JourneyKit
import Testing

@Suite("Tags")
struct TagTests {
    @Test("Given # tags: lines When --tag and --skip-tag select Then only tagged journeys run, and skipping wins")
    func selects() throws {
        let smoke = try JourneyFile(parsing: "# tags: smoke offline\n# tags: shop\n> a\n", name: "a")
        let slow = try JourneyFile(parsing: "# tags: smoke slow\n> a\n", name: "b")
        let none = try JourneyFile(parsing: "> a\n", name: "c")

        #expect(smoke.world.tags == ["smoke", "offline", "shop"])
        #expect([smoke, slow, none].filter(JourneySelection(tags: ["smoke"]).includes).map(\.name) == ["a", "b"])
        #expect([smoke, slow, none].filter(JourneySelection(skippedTags: ["slow"]).includes).map(\.name) == ["a", "c"])
        #expect(
            [smoke, slow, none].filter(JourneySelection(tags: ["smoke"], skippedTags: ["slow"]).includes).map(\.name) == ["a"])
    }

    @Test("Given an unknown header When the journey is parsed Then it is refused naming the headers there are")
    func unknownHeader() {
        let error = #expect(throws: JourneyFileError.self) {
            try JourneyFile(parsing: "# comment\n# tag: smoke\n> a\n", name: "j.journey")
        }

        #expect(
            error?.description.hasPrefix("j.journey:2: unknown header \"# tag:\" — a journey's headers are \"# app:\"") == true)
    }
}
