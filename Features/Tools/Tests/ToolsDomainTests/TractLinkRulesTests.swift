import Testing
import ToolsDomain

@Suite("Reading a tract: links, modals and hidden cards")
struct TractLinkRulesTests {
    private let tract = ReadingFixtures.tract

    @Test("Given a card When a link opens the page's modal Then the modal shows over it, and closing it shows the card again")
    func modalOpensAndCloses() {
        let card = ToolReadingPosition(page: 0, onPage: TractPagePosition(card: 0))
        let modal = card.following(.modal(0), in: tract)
        #expect(modal.onPage == TractPagePosition(card: 0, modal: 0))
        #expect(modal.closed() == card)
    }

    @Test(
        "Given a card When a link opens a hidden card Then it shows, remembering the card it was opened from, and closing goes back there"
    )
    func hiddenCardOpensAndCloses() {
        let card = ToolReadingPosition(page: 0, onPage: TractPagePosition(card: 0))
        let hidden = card.following(.card(1), in: tract)
        #expect(hidden.onPage == TractPagePosition(card: 1, hiddenCardOpenedFrom: .some(0)))
        #expect(hidden.closed() == card)
        #expect(hidden.following(.dismiss, in: tract) == card)
    }

    @Test("Given the hero When a link opens a hidden card Then previous goes back to the hero and next to the first card")
    func hiddenCardFromTheHero() {
        let hidden = ToolReadingPosition().following(.card(1), in: tract)
        #expect(hidden.previous(in: tract) == ToolReadingPosition())
        #expect(hidden.next(in: tract) == ToolReadingPosition(page: 0, onPage: TractPagePosition(card: 0)))
    }

    @Test("Given a hidden card open from the first card When next is asked Then the card after the first shows")
    func nextFromAHiddenCard() {
        let hidden = ToolReadingPosition(page: 0, onPage: TractPagePosition(card: 1, hiddenCardOpenedFrom: .some(0)))
        #expect(hidden.next(in: tract) == ToolReadingPosition(page: 0, onPage: TractPagePosition(card: 2)))
    }

    @Test("Given a card When a link goes to another page Then that page starts")
    func linkToAPage() {
        let card = ToolReadingPosition(page: 0, onPage: TractPagePosition(card: 2, modal: 0))
        #expect(card.following(.page(2), in: tract) == ToolReadingPosition(page: 2))
    }

    @Test("Given a card When a URL or a link nothing hears is followed Then nothing moves")
    func linksThatStay() {
        let card = ToolReadingPosition(page: 0, onPage: TractPagePosition(card: 0))
        #expect(card.following(.url("https://example.org"), in: tract) == card)
        #expect(card.following(.nothing, in: tract) == card)
    }

    @Test("Given nothing open When close is asked Then there is nothing to close")
    func nothingToClose() {
        #expect(ToolReadingPosition(page: 0, onPage: TractPagePosition(card: 0)).closed() == nil)
    }
}
