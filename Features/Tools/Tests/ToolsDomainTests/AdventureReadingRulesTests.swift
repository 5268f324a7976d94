import Testing
import ToolsDomain

@Suite("Reading a choose-your-own-adventure: choices and back along the path")
struct AdventureReadingRulesTests {
    private let adventure = ReadingFixtures.adventure

    @Test("Given the start page When a choice is followed Then its page shows and the start page is on the path")
    func choiceAddsToThePath() {
        let chosen = AdventureReadingPosition().following(.page(2), in: adventure)
        #expect(chosen == AdventureReadingPosition(path: [0], current: ToolReadingPosition(page: 2)))
    }

    @Test("Given two choices made When back is asked twice Then the pages chosen through show in turn, not page order")
    func backFollowsThePath() {
        let joined = AdventureReadingPosition().following(.page(2), in: adventure).following(.page(3), in: adventure)
        #expect(joined.path == [0, 2])
        #expect(joined.back() == AdventureReadingPosition(path: [0], current: ToolReadingPosition(page: 2)))
        #expect(joined.back()?.back() == AdventureReadingPosition())
    }

    @Test("Given the start of the path When back is asked Then there is nowhere to go back to")
    func backAtTheStart() {
        #expect(AdventureReadingPosition().back() == nil)
    }

    @Test("Given a tract page among the pages with a modal open When back is asked Then the modal closes and the path stays")
    func backClosesFirst() {
        let modal = AdventureReadingPosition(
            path: [0], current: ToolReadingPosition(page: 4, onPage: TractPagePosition(card: 0, modal: 0)))
        #expect(
            modal.back()
                == AdventureReadingPosition(path: [0], current: ToolReadingPosition(page: 4, onPage: TractPagePosition(card: 0)))
        )
    }

    @Test(
        "Given a tract page among the pages When card 1 is asked, then a link to a modal Then both open on that page, the path unchanged"
    )
    func tractPageAmongThePages() throws {
        let tractPage = AdventureReadingPosition(path: [0], current: ToolReadingPosition(page: 4))
        let card = try #require(tractPage.card(number: 1, in: adventure))
        #expect(card.current.onPage == TractPagePosition(card: 0))
        #expect(card.following(.modal(0), in: adventure).current.onPage == TractPagePosition(card: 0, modal: 0))
        #expect(card.following(.modal(0), in: adventure).path == [0])
    }

    @Test("Given a path kept as page ids, one the tool no longer has When it is resumed Then it ends on the last page it has")
    func resumedWithoutVanishedPages() {
        let resumed = AdventureReadingPosition.resumed(pageIds: ["start", "gone", "b", "join"], in: adventure)
        #expect(resumed == AdventureReadingPosition(path: [0, 2], current: ToolReadingPosition(page: 3)))
        #expect(resumed?.pageIds(in: adventure) == ["start", "b", "join"])
    }

    @Test("Given a kept path naming no page the tool has When it is resumed Then there is nothing to resume")
    func nothingToResume() {
        #expect(AdventureReadingPosition.resumed(pageIds: ["gone"], in: adventure) == nil)
        #expect(AdventureReadingPosition.resumed(pageIds: [], in: adventure) == nil)
    }
}
