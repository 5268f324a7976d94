import Testing
import ToolsDomain

@Suite("Reading a training tip, and what a page shows at a place")
struct TipAndPageShownRulesTests {
    private let tract = ReadingFixtures.tract
    private let ask = ToolTipDomainModel(id: "ask", type: "ask", pages: [[.paragraph("Ask.")], [.paragraph("Listen.")]])

    @Test("Given a tip of two pages opened When next is asked twice Then its second page shows, then there is no next")
    func tipPagesForward() {
        let opened = ToolTipReadingPosition(tipId: "ask")
        #expect(opened.blocks(of: ask) == [.paragraph("Ask.")])
        #expect(opened.next(in: ask) == ToolTipReadingPosition(tipId: "ask", page: 1))
        #expect(opened.next(in: ask)?.next(in: ask) == nil)
    }

    @Test("Given a tip's second page When previous is asked twice Then its first page shows, then there is none before")
    func tipPagesBack() {
        let second = ToolTipReadingPosition(tipId: "ask", page: 1)
        #expect(second.previous() == ToolTipReadingPosition(tipId: "ask"))
        #expect(second.previous()?.previous() == nil)
    }

    @Test(
        "Given a tract page's hero When it is shown Then the hero's content and links show, and no call to action under a page with cards"
    )
    func heroShown() throws {
        let shown = ToolPageShown(page: tract.pages[0])
        #expect(shown.blocks == [.paragraph("Hero text."), .tip(id: "ask")])
        #expect(!shown.showsCallToAction)
        #expect(shown.tipIds(among: tract.tips) == ["ask"])
    }

    @Test(
        "Given a tract page's last card shown in order When it is shown Then the call to action is tappable last and its tip listed last"
    )
    func lastCardShowsTheCallToAction() {
        let shown = ToolPageShown(page: tract.pages[0], place: TractPagePosition(card: 2))
        #expect(shown.card?.label == "Second")
        #expect(shown.showsCallToAction)
        #expect(shown.links.map(\.text) == ["Go on"])
        #expect(shown.tipIds(among: tract.tips) == ["ask", "prepare"])
    }

    @Test("Given a modal open over the last card When it is shown Then the modal's content shows and the call to action does not")
    func modalHidesTheCallToAction() {
        let shown = ToolPageShown(page: tract.pages[0], place: TractPagePosition(card: 2, modal: 0))
        #expect(shown.modal?.title == "Why")
        #expect(shown.blocks == [.paragraph("Because.")])
        #expect(!shown.showsCallToAction && shown.links.isEmpty)
    }

    @Test(
        "Given a content page and a page of an unknown type When shown Then the first shows whole and the second shows nothing to tap"
    )
    func otherPagesShownWhole() {
        #expect(ToolPageShown(page: tract.pages[1]).blocks == [.paragraph("Two.")])
        let unknown = ToolPageShown(page: ToolPageDomainModel(id: "x", layout: .unknownType("card-collection")))
        #expect(unknown.blocks.isEmpty && unknown.links.isEmpty && unknown.tract == nil)
    }
}
