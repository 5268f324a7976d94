import Navigation
import Testing
import ToolsDomain
import ToolsPresentation

/// Gives one tool, built in the test, as the reader's content; counts nothing.
private struct OneToolReader: GetToolReaderInterface, ToolViewsInterface {
    let tool: ToolReaderDomainModel

    func getToolReader(toolId: String, onProgress: @escaping ToolDownloadProgressHandler) async throws(ToolsError)
        -> ToolReaderDomainModel
    { tool }

    func recordToolOpened(toolId: String) async {}
}

private let english = ToolLanguageDomainModel(id: "1", code: "en", name: "English", nativeName: "English")

private func button(_ text: String, _ events: String...) -> ToolPageBlockDomainModel {
    .button(ToolClickableDomainModel(text: text, events: events))
}

/// Two tract pages: the first with a hero, two cards shown in order, a hidden card shown by
/// a button and closed by its own, a modal opened by a link, a URL button and a call to action;
/// the second reached by the call to action's event.
private let tract = ToolReaderDomainModel(
    toolId: "t", code: "t", kind: .tract,
    primary: ToolTranslationDomainModel(
        language: english, toolName: "Tract",
        pages: [
            ToolPageDomainModel(
                id: "one",
                layout: .tract(
                    ToolTractPageDomainModel(
                        heroHeading: "Hero", hero: [.paragraph("Hero text.")],
                        cards: [
                            ToolCardDomainModel(
                                label: "First",
                                content: [
                                    .link(ToolClickableDomainModel(text: "Why?", events: ["why"])), button("More", "more"),
                                    .button(ToolClickableDomainModel(text: "Site", url: "https://example.org")),
                                ]),
                            ToolCardDomainModel(
                                label: "Hidden", content: [button("Less", "less")], isHidden: true, listeners: ["more"],
                                dismissListeners: ["less"]),
                            ToolCardDomainModel(label: "Second", content: [button("Nowhere", "nothing-listens")]),
                        ],
                        modals: [
                            ToolModalDomainModel(
                                title: "Why", content: [.paragraph("Because."), button("OK", "why-done")], listeners: ["why"],
                                dismissListeners: ["why-done"])
                        ],
                        callToAction: ToolCallToActionDomainModel(text: "Go on", events: ["go-two"])))),
            ToolPageDomainModel(
                id: "two", listeners: ["go-two"],
                layout: .tract(ToolTractPageDomainModel(heroHeading: "Two", hero: [], cards: []))),
        ]),
    parallel: nil)

/// start → a → join, start → b → join, join → end.
private let adventure = ToolReaderDomainModel(
    toolId: "c", code: "c", kind: .chooseYourOwnAdventure,
    primary: ToolTranslationDomainModel(
        language: english, toolName: "Adventure",
        pages: [
            ToolPageDomainModel(id: "start", blocks: [.paragraph("Start."), button("A", "go-a"), button("B", "go-b")]),
            ToolPageDomainModel(id: "a", listeners: ["go-a"], layout: .content([button("Join", "go-join")])),
            ToolPageDomainModel(id: "b", listeners: ["go-b"], layout: .content([button("Join", "go-join")])),
            ToolPageDomainModel(id: "join", listeners: ["go-join"], layout: .content([.paragraph("Joined.")])),
        ]),
    parallel: nil)

private let articles = ToolReaderDomainModel(
    toolId: "r", code: "r", kind: .articles,
    primary: ToolTranslationDomainModel(
        language: english, toolName: "Articles",
        pages: [
            ToolPageDomainModel(id: "1", articleTags: ["x"], layout: .content([.heading("One")])),
            ToolPageDomainModel(id: "2", articleTags: ["y"], layout: .content([.heading("Two")])),
            ToolPageDomainModel(id: "3", articleTags: ["x", "y"], layout: .content([.heading("Three"), .listItem("Item")])),
        ],
        categories: [
            ToolArticleCategoryDomainModel(id: "cx", label: "X", tags: ["x"]),
            ToolArticleCategoryDomainModel(id: "cy", label: "Y", tags: ["y"]),
        ]),
    parallel: nil)

@MainActor
private func reader(_ tool: ToolReaderDomainModel, steps: FlowStepEmitter<ToolsFlowStep> = FlowStepEmitter()) async
    -> ToolReaderViewModel
{
    let source = OneToolReader(tool: tool)
    let viewModel = ToolReaderViewModel(
        toolId: tool.toolId, openToolUseCase: OpenToolUseCase(reader: source, views: source),
        readToolInChosenLanguagesUseCase: ReadToolInChosenLanguagesUseCase(reader: source), flowStepEmitter: steps)
    await viewModel.screenAppeared()
    return viewModel
}

@MainActor
@Suite("Reading a tract card by card")
struct TractReaderTests {
    @Test(
        "Given a tract page When next is typed Then the hero is followed by the cards in order, the hidden card skipped, then the next page"
    )
    func nextThroughCards() async {
        let viewModel = await reader(tract)
        #expect(viewModel.cardIndex == nil)
        #expect(viewModel.nextTapped() == nil)
        #expect(viewModel.shownCard?.label == "First")
        #expect(viewModel.nextTapped() == nil)
        #expect(viewModel.shownCard?.label == "Second")
        #expect(viewModel.showsCallToAction)
        #expect(viewModel.nextTapped() == nil)
        #expect(viewModel.pageIndex == 1 && viewModel.cardIndex == nil)
        #expect(viewModel.previousTapped() == nil)
        #expect(viewModel.pageIndex == 0 && viewModel.shownCard?.label == "Second")
    }

    @Test("Given a card with a link to a modal When it is tapped Then the modal shows, and back closes it")
    func modal() async {
        let viewModel = await reader(tract)
        _ = viewModel.cardTapped(1)
        #expect(viewModel.linkTapped(1) == nil)
        #expect(viewModel.shownModal?.title == "Why")
        #expect(viewModel.shownLinks.map(\.text) == ["OK"])
        #expect(viewModel.backTapped())
        #expect(viewModel.shownModal == nil && viewModel.shownCard?.label == "First")
    }

    @Test("Given a button showing a hidden card When tapped Then the hidden card shows, and its own button takes the person back")
    func hiddenCard() async {
        let viewModel = await reader(tract)
        _ = viewModel.cardTapped(1)
        #expect(viewModel.linkTapped(2) == nil)
        #expect(viewModel.shownCard?.label == "Hidden")
        #expect(viewModel.linkTapped(1) == nil)
        #expect(viewModel.shownCard?.label == "First")
    }

    @Test(
        "Given a URL button, a button nothing hears and a number not listed When tapped Then the URL is shown, nothing moves, and the numbers are named"
    )
    func linksThatDoNotMove() async {
        let viewModel = await reader(tract)
        _ = viewModel.cardTapped(1)
        #expect(viewModel.linkTapped(3) == .linkShown(url: "https://example.org"))
        #expect(viewModel.linkTapped(9) == .noSuchLink(link: 9, links: 3))
        _ = viewModel.cardTapped(2)
        #expect(viewModel.linkTapped(1) == .linkGoesNowhere)
        #expect(viewModel.cardTapped(3) == .noSuchCard(card: 3, cards: 2))
    }

    @Test("Given the last card When the call to action is tapped Then its event goes to the page that listens for it")
    func callToAction() async {
        let viewModel = await reader(tract)
        _ = viewModel.cardTapped(2)
        #expect(viewModel.shownLinks.map(\.text) == ["Nowhere", "Go on"])
        #expect(viewModel.linkTapped(2) == nil)
        #expect(viewModel.shownPage?.id == "two")
    }

    @Test("Given the tract's first page with nothing open When back is typed Then the reader asks to leave the tool")
    func backLeaves() async {
        let steps = FlowStepEmitter<ToolsFlowStep>()
        var emitted: [ToolsFlowStep] = []
        steps.listen { emitted.append($0) }
        let viewModel = await reader(tract, steps: steps)
        #expect(!viewModel.backTapped())
        #expect(emitted == [.backTappedFromTool])
    }
}

@MainActor
@Suite("Reading a choose-your-own-adventure")
struct AdventureReaderTests {
    @Test("Given two branches that join When each is chosen and back is typed Then back follows the path taken, not page order")
    func backFollowsThePath() async {
        let viewModel = await reader(adventure)
        #expect(viewModel.linkTapped(2) == nil)
        #expect(viewModel.shownPage?.id == "b")
        #expect(viewModel.linkTapped(1) == nil)
        #expect(viewModel.shownPage?.id == "join")
        #expect(viewModel.path == [0, 2])
        #expect(viewModel.backTapped())
        #expect(viewModel.shownPage?.id == "b")
        #expect(viewModel.backTapped())
        #expect(viewModel.shownPage?.id == "start")
        #expect(viewModel.linkTapped(1) == nil)
        #expect(viewModel.shownPage?.id == "a")
    }
}

@MainActor
@Suite("Reading an article tool")
struct ArticleReaderTests {
    @Test(
        "Given categories When one is opened, then an article Then its articles are those with its tag, and back goes up a level at a time"
    )
    func categoriesThenArticles() async {
        let viewModel = await reader(articles)
        #expect(viewModel.categories.map(\.label) == ["X", "Y"])
        #expect(viewModel.articleItemTapped(2) == nil)
        #expect(viewModel.articlesInCategory == [1, 2])
        #expect(viewModel.articleItemTapped(2) == nil)
        #expect(viewModel.shownBlocks == [.heading("Three"), .listItem("Item")])
        #expect(viewModel.backTapped() && !viewModel.isReadingArticle)
        #expect(viewModel.backTapped() && viewModel.categoryIndex == nil)
        #expect(viewModel.articleItemTapped(3) == .noSuchArticleItem(item: 3, items: 2))
    }
}
