import Testing
import ToolsDomain

@Suite("Reading a tract: next, previous, a page, a card")
struct TractReadingRulesTests {
    private let tract = ReadingFixtures.tract
    private let page = ReadingFixtures.tractPage

    @Test(
        "Given a tract page's hero When next is asked Then the first card shows, then the next card shown in order, the hidden one skipped"
    )
    func nextGoesThroughTheCardsShown() {
        let first = ToolReadingPosition().next(in: tract)
        #expect(first == ToolReadingPosition(page: 0, onPage: TractPagePosition(card: 0)))
        #expect(first?.next(in: tract) == ToolReadingPosition(page: 0, onPage: TractPagePosition(card: 2)))
    }

    @Test("Given a tract page's last card When next is asked Then the next page starts")
    func nextAfterTheLastCard() {
        let lastCard = ToolReadingPosition(page: 0, onPage: TractPagePosition(card: 2))
        #expect(lastCard.next(in: tract) == ToolReadingPosition(page: 1))
    }

    @Test("Given the last page When next is asked Then there is no next place")
    func nextOnTheLastPage() {
        #expect(ToolReadingPosition(page: 2).next(in: tract) == nil)
    }

    @Test("Given a page that is no tract page When next and previous are asked Then whole pages are turned")
    func contentPagesTurnWhole() {
        let two = ToolReadingPosition(page: 1)
        #expect(two.next(in: tract) == ToolReadingPosition(page: 2))
        #expect(two.previous(in: tract) == ToolReadingPosition(page: 0, onPage: TractPagePosition(card: 2)))
    }

    @Test("Given a card When previous is asked Then the card before shows, the hero before the first card")
    func previousGoesBackThroughTheCards() {
        let second = ToolReadingPosition(page: 0, onPage: TractPagePosition(card: 2))
        #expect(second.previous(in: tract) == ToolReadingPosition(page: 0, onPage: TractPagePosition(card: 0)))
        #expect(second.previous(in: tract)?.previous(in: tract) == ToolReadingPosition(page: 0))
    }

    @Test("Given the first page's hero When previous is asked Then there is no place before")
    func previousAtTheStart() {
        #expect(ToolReadingPosition().previous(in: tract) == nil)
    }

    @Test("Given a page's start When previous is asked Then the page before shows at its last card shown in order")
    func previousArrivesAtTheLastCard() {
        #expect(ToolReadingPosition(page: 1).previous(in: tract)?.onPage == TractPagePosition(card: 2))
    }

    @Test("Given a modal open When next is asked Then the modal closes and the next card shows")
    func nextFromAModal() {
        let modal = ToolReadingPosition(page: 0, onPage: TractPagePosition(card: 0, modal: 0))
        #expect(modal.next(in: tract) == ToolReadingPosition(page: 0, onPage: TractPagePosition(card: 2)))
    }

    @Test("Given a tool of 3 pages When page 2 is asked, then page 4 and page 0 Then page 2 starts, and the others are not there")
    func pageByNumber() {
        let card = ToolReadingPosition(page: 0, onPage: TractPagePosition(card: 2))
        #expect(card.page(number: 2, in: tract) == ToolReadingPosition(page: 1))
        #expect(card.page(number: 4, in: tract) == nil)
        #expect(card.page(number: 0, in: tract) == nil)
    }

    @Test("Given a tract page When card 2 is asked Then the second card shown in order shows, the hidden one not counted")
    func cardByNumber() {
        #expect(ToolReadingPosition().card(number: 2, in: tract)?.onPage == TractPagePosition(card: 2))
        #expect(ToolReadingPosition().card(number: 3, in: tract) == nil)
        #expect(ToolReadingPosition(page: 1).card(number: 1, in: tract) == nil)
    }

    @Test("Given a tool read on its third page When it is shown in a language with two pages Then its last page shows")
    func clampedToAShorterLanguage() {
        let shorter = ToolTranslationDomainModel(
            language: ReadingFixtures.english, toolName: "Short", pages: Array(tract.pages.prefix(2)))
        #expect(ToolReadingPosition(page: 2).clamped(to: shorter) == ToolReadingPosition(page: 1))
    }

    @Test("Given a card and a modal open When shown in a language whose page has neither Then its hero shows")
    func clampedToAPageWithoutThem() {
        let open = ToolReadingPosition(page: 0, onPage: TractPagePosition(card: 2, modal: 0))
        let plain = ToolTranslationDomainModel(
            language: ReadingFixtures.english, toolName: "Plain",
            pages: [ToolPageDomainModel(id: "one", layout: .tract(ToolTractPageDomainModel(heroHeading: "H", hero: [])))])
        #expect(open.clamped(to: plain) == ToolReadingPosition())
    }
}
