import Navigation
import ReplKit
import TestSupport
import Testing
import ToolsDomain
import ToolsPresentation

@MainActor
@Suite("Reading a tract card by card")
struct TractReaderTests {
    private let tract = ToolReaderFixtures.tract

    @Test(
        "Given a tract page When next is typed Then the hero is followed by the cards in order, the hidden card skipped, then the next page"
    )
    func nextThroughCards() async throws {
        let viewModel = try await tractReader(tract)
        #expect(viewModel.position.onPage.card == nil)
        #expect(viewModel.nextTapped() == nil)
        #expect(viewModel.shown?.card?.label == "First")
        #expect(viewModel.nextTapped() == nil)
        #expect(viewModel.shown?.card?.label == "Second")
        #expect(viewModel.shown?.showsCallToAction == true)
        #expect(viewModel.nextTapped() == nil)
        #expect(viewModel.position == ToolReadingPosition(page: 1))
        #expect(viewModel.previousTapped() == nil)
        #expect(viewModel.position.page == 0 && viewModel.shown?.card?.label == "Second")
    }

    @Test("Given a card with a link to a modal When it is tapped Then the modal shows, and back closes it")
    func modal() async throws {
        let viewModel = try await tractReader(tract)
        _ = viewModel.cardTapped(1)
        #expect(viewModel.linkTapped(1) == nil)
        #expect(viewModel.shown?.modal?.title == "Why")
        #expect(viewModel.shownLinks.map(\.text) == ["OK"])
        #expect(viewModel.backTapped())
        #expect(viewModel.shown?.modal == nil && viewModel.shown?.card?.label == "First")
    }

    @Test("Given a button showing a hidden card When tapped Then the hidden card shows, and its own button takes the person back")
    func hiddenCard() async throws {
        let viewModel = try await tractReader(tract)
        _ = viewModel.cardTapped(1)
        #expect(viewModel.linkTapped(2) == nil)
        #expect(viewModel.shown?.card?.label == "Hidden")
        #expect(viewModel.linkTapped(1) == nil)
        #expect(viewModel.shown?.card?.label == "First")
    }

    @Test(
        "Given a URL button, a button nothing hears and a number not listed When tapped Then the URL is shown, nothing moves, and the numbers are named"
    )
    func linksThatDoNotMove() async throws {
        let viewModel = try await tractReader(tract)
        _ = viewModel.cardTapped(1)
        #expect(viewModel.linkTapped(3) == .linkShown(url: "https://example.org"))
        #expect(viewModel.linkTapped(9) == .noSuchLink(link: 9, links: 3))
        _ = viewModel.cardTapped(2)
        #expect(viewModel.linkTapped(1) == .linkGoesNowhere)
        #expect(viewModel.cardTapped(3) == .noSuchCard(card: 3, cards: 2))
    }

    @Test("Given the last card When the call to action is tapped Then its event goes to the page that listens for it")
    func callToAction() async throws {
        let viewModel = try await tractReader(tract)
        _ = viewModel.cardTapped(2)
        #expect(viewModel.shownLinks.map(\.text) == ["Nowhere", "Go on"])
        #expect(viewModel.linkTapped(2) == nil)
        #expect(viewModel.shown?.page.id == "two")
    }

    @Test(
        "Given a tract page with a hidden card between two When its hero is shown Then the cards shown in order are listed under it, numbered as card names them, the hidden one left out"
    )
    func heroListsTheCards() async throws {
        let view = await readerScreen(tract)
        let hint = "Type next, prev, card, tap or page and a number, switch, settings, or back."
        #expect(
            view.render() == ["  Hero", "    Hero text.", "  Card 1 · First", "  Card 2 · Second", "Page 1 of 2 · English", hint])
        #expect(await run("card", ["2"], on: view) == .render)
        #expect(view.render() == ["  Card 2 of 2 · Second", "    [1] Nowhere", "  [2] → Go on", "Page 1 of 2 · English", hint])
    }

    @Test("Given a tract card with no label When the hero is shown Then it is listed by its number alone")
    func heroListsAnUnlabeledCard() async {
        let page = ToolTractPageDomainModel(
            heroHeading: "Hero", hero: [], cards: [ToolCardDomainModel(label: nil, content: [.paragraph("Text.")])])
        let unlabeled = ToolReaderDomainModel(
            toolId: "u", code: "u", kind: .tract,
            primary: ToolTranslationDomainModel(
                language: ToolReaderFixtures.english, toolName: "Unlabeled",
                pages: [ToolPageDomainModel(id: "one", layout: .tract(page))]),
            parallel: nil)
        let view = await readerScreen(unlabeled)
        #expect(view.render().prefix(2) == ["  Hero", "  Card 1"])
    }

    @Test("Given the tract's first page with nothing open When back is typed Then the reader asks to leave the tool")
    func backLeaves() async throws {
        let steps = FlowStepEmitter<ToolsFlowStep>()
        var emitted: [ToolsFlowStep] = []
        steps.listen { emitted.append($0) }
        let viewModel = try await tractReader(tract, steps: steps)
        #expect(viewModel.backTapped() == false)
        #expect(emitted == [.backTappedFromTool])
    }
}
