import Navigation
import ReplKit
import TestSupport
import Testing
import ToolsDomain
import ToolsPresentation

/// Gives one tool, built in the test, as the reader's content; counts nothing.
private struct OneToolReader: GetToolReaderInterface, ToolViewsInterface {
    let tool: ToolReaderDomainModel

    func getToolReader(
        toolId: String, linkLanguages: ToolLinkLanguagesDomainModel?, onProgress: @escaping ToolDownloadProgressHandler
    ) async throws(ToolsError) -> ToolReaderDomainModel { tool }

    func recordToolOpened(toolId: String) async {}
}

/// Keeps reading paths in memory, as the database would across readers.
private actor PathsKeptInMemory: ToolReadingPathInterface {
    private var paths: [String: [String]] = [:]

    func keptPath(toolId: String) async -> [String] { paths[toolId] ?? [] }

    func keepPath(toolId: String, pageIds: [String]) async { paths[toolId] = pageIds }
}

/// Makes no links: these tests do not share.
private struct NoShareLinks: ToolShareLinkInterface {
    func getShareLink(toolId: String, pageIndex: Int?, languageCode: String?) async throws(ToolsError)
        -> ToolShareLinkDomainModel
    { throw .toolNotFound(id: toolId) }
}

/// Keeps training tips in memory: on or off, and the tips opened.
private actor TipsKeptInMemory: ToolTrainingTipsInterface {
    private var isOn: Bool
    private var seen: Set<String> = []

    init(isOn: Bool = false) {
        self.isOn = isOn
    }

    func getTrainingTips(toolId: String) async throws(ToolsError) -> ToolTrainingTipsDomainModel {
        ToolTrainingTipsDomainModel(isOn: isOn, seenTipIds: seen)
    }

    func setTrainingTips(toolId: String, isOn: Bool) async throws(ToolsError) { self.isOn = isOn }

    func markTipSeen(toolId: String, tipId: String) async throws(ToolsError) { seen.insert(tipId) }
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
private func reader(
    _ tool: ToolReaderDomainModel, steps: FlowStepEmitter<ToolsFlowStep> = FlowStepEmitter(),
    paths: any ToolReadingPathInterface = PathsKeptInMemory(), tips: any ToolTrainingTipsInterface = TipsKeptInMemory()
) async -> ToolReaderViewModel {
    let source = OneToolReader(tool: tool)
    let viewModel = ToolReaderViewModel(
        toolId: tool.toolId, openToolUseCase: OpenToolUseCase(reader: source, views: source),
        readToolInChosenLanguagesUseCase: ReadToolInChosenLanguagesUseCase(reader: source),
        keepToolPathUseCase: KeepToolPathUseCase(path: paths), resumeToolPathUseCase: ResumeToolPathUseCase(path: paths),
        viewToolTrainingTipsUseCase: ViewToolTrainingTipsUseCase(tips: tips), openToolTipUseCase: OpenToolTipUseCase(tips: tips),
        shareToolUseCase: ShareToolUseCase(links: NoShareLinks()), flowStepEmitter: steps)
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
        #expect(await viewModel.linkTapped(1) == nil)
        #expect(viewModel.shownModal?.title == "Why")
        #expect(viewModel.shownLinks.map(\.text) == ["OK"])
        #expect(await viewModel.backTapped())
        #expect(viewModel.shownModal == nil && viewModel.shownCard?.label == "First")
    }

    @Test("Given a button showing a hidden card When tapped Then the hidden card shows, and its own button takes the person back")
    func hiddenCard() async {
        let viewModel = await reader(tract)
        _ = viewModel.cardTapped(1)
        #expect(await viewModel.linkTapped(2) == nil)
        #expect(viewModel.shownCard?.label == "Hidden")
        #expect(await viewModel.linkTapped(1) == nil)
        #expect(viewModel.shownCard?.label == "First")
    }

    @Test(
        "Given a URL button, a button nothing hears and a number not listed When tapped Then the URL is shown, nothing moves, and the numbers are named"
    )
    func linksThatDoNotMove() async {
        let viewModel = await reader(tract)
        _ = viewModel.cardTapped(1)
        #expect(await viewModel.linkTapped(3) == .linkShown(url: "https://example.org"))
        #expect(await viewModel.linkTapped(9) == .noSuchLink(link: 9, links: 3))
        _ = viewModel.cardTapped(2)
        #expect(await viewModel.linkTapped(1) == .linkGoesNowhere)
        #expect(viewModel.cardTapped(3) == .noSuchCard(card: 3, cards: 2))
    }

    @Test("Given the last card When the call to action is tapped Then its event goes to the page that listens for it")
    func callToAction() async {
        let viewModel = await reader(tract)
        _ = viewModel.cardTapped(2)
        #expect(viewModel.shownLinks.map(\.text) == ["Nowhere", "Go on"])
        #expect(await viewModel.linkTapped(2) == nil)
        #expect(viewModel.shownPage?.id == "two")
    }

    @Test(
        "Given a tract page with a hidden card between two When its hero is shown Then the cards shown in order are listed under it, numbered as card names them, the hidden one left out"
    )
    func heroListsTheCards() async {
        let view = ToolReaderView(viewModel: await reader(tract), currentAppLanguage: TestAppLanguage.current("en"))
        let hint = "Type next, prev, card, tap or page and a number, switch, settings, or back."
        #expect(
            view.render() == ["  Hero", "    Hero text.", "  Card 1 · First", "  Card 2 · Second", "Page 1 of 2 · English", hint])
        #expect(await view.commands.first { $0.name == "card" }?.action(["2"]) == .render)
        #expect(view.render() == ["  Card 2 of 2 · Second", "    [1] Nowhere", "  [2] → Go on", "Page 1 of 2 · English", hint])
    }

    @Test("Given a tract card with no label When the hero is shown Then it is listed by its number alone")
    func heroListsAnUnlabeledCard() async {
        let page = ToolTractPageDomainModel(
            heroHeading: "Hero", hero: [], cards: [ToolCardDomainModel(label: nil, content: [.paragraph("Text.")])])
        let unlabeled = ToolReaderDomainModel(
            toolId: "u", code: "u", kind: .tract,
            primary: ToolTranslationDomainModel(
                language: english, toolName: "Unlabeled", pages: [ToolPageDomainModel(id: "one", layout: .tract(page))]),
            parallel: nil)
        let view = ToolReaderView(viewModel: await reader(unlabeled), currentAppLanguage: TestAppLanguage.current("en"))
        #expect(view.render().prefix(2) == ["  Hero", "  Card 1"])
    }

    @Test("Given the tract's first page with nothing open When back is typed Then the reader asks to leave the tool")
    func backLeaves() async {
        let steps = FlowStepEmitter<ToolsFlowStep>()
        var emitted: [ToolsFlowStep] = []
        steps.listen { emitted.append($0) }
        let viewModel = await reader(tract, steps: steps)
        #expect(await viewModel.backTapped() == false)
        #expect(emitted == [.backTappedFromTool])
    }
}

@MainActor
@Suite("Reading a choose-your-own-adventure")
struct AdventureReaderTests {
    @Test("Given two branches that join When each is chosen and back is typed Then back follows the path taken, not page order")
    func backFollowsThePath() async {
        let viewModel = await reader(adventure)
        #expect(await viewModel.linkTapped(2) == nil)
        #expect(viewModel.shownPage?.id == "b")
        #expect(await viewModel.linkTapped(1) == nil)
        #expect(viewModel.shownPage?.id == "join")
        #expect(viewModel.path == [0, 2])
        #expect(await viewModel.backTapped())
        #expect(viewModel.shownPage?.id == "b")
        #expect(await viewModel.backTapped())
        #expect(viewModel.shownPage?.id == "start")
        #expect(await viewModel.linkTapped(1) == nil)
        #expect(viewModel.shownPage?.id == "a")
    }

    @Test(
        "Given a branch read to the page where they join When the tool is opened again Then it opens there, and back follows the same path"
    )
    func reopensWhereItStopped() async {
        let paths = PathsKeptInMemory()
        let first = await reader(adventure, paths: paths)
        _ = await first.linkTapped(2)
        _ = await first.linkTapped(1)
        #expect(await paths.keptPath(toolId: "c") == ["start", "b", "join"])

        let again = await reader(adventure, paths: paths)
        #expect(again.shownPage?.id == "join")
        #expect(await again.backTapped())
        #expect(again.shownPage?.id == "b")
        #expect(await paths.keptPath(toolId: "c") == ["start", "b"])
        #expect(await again.backTapped())
        #expect(again.shownPage?.id == "start")
        #expect(await paths.keptPath(toolId: "c") == ["start"])
    }

    @Test("Given a kept path naming a page the tool no longer has When it is opened Then the pages it still has are followed")
    func keptPathWithAVanishedPage() async {
        let paths = PathsKeptInMemory()
        await paths.keepPath(toolId: "c", pageIds: ["start", "gone", "a"])
        let viewModel = await reader(adventure, paths: paths)
        #expect(viewModel.shownPage?.id == "a")
        #expect(viewModel.path == [0])
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
        #expect(await viewModel.backTapped() && !viewModel.isReadingArticle)
        #expect(await viewModel.backTapped() && viewModel.categoryIndex == nil)
        #expect(viewModel.articleItemTapped(3) == .noSuchArticleItem(item: 3, items: 2))
    }
}

/// A tract page whose hero refers to an "ask" tip of two pages, and whose call to action names a "prepare" tip.
private let tippedTract = ToolReaderDomainModel(
    toolId: "tt", code: "tt", kind: .tract,
    primary: ToolTranslationDomainModel(
        language: english, toolName: "Tipped",
        pages: [
            ToolPageDomainModel(
                id: "one",
                layout: .tract(
                    ToolTractPageDomainModel(
                        heroHeading: "Hero", hero: [.paragraph("Hero text."), .tip(id: "ask"), .tip(id: "not-listed")],
                        callToAction: ToolCallToActionDomainModel(text: "Go on", tipId: "prepare"))))
        ],
        tips: [
            ToolTipDomainModel(id: "ask", type: "ask", pages: [[.paragraph("Ask one.")], [.paragraph("Ask two.")]]),
            ToolTipDomainModel(id: "prepare", type: "prepare", pages: [[.paragraph("Prepare.")]]),
        ]),
    parallel: nil)

@MainActor
@Suite("Training tips in the reader")
struct TrainingTipsReaderTests {
    @Test("Given a tool's tips off When its page is shown Then no tip is listed and tip says they are off")
    func tipsOff() async {
        let viewModel = await reader(tippedTract, tips: TipsKeptInMemory(isOn: false))
        #expect(viewModel.shownTipIds.isEmpty)
        #expect(await viewModel.tipTapped(1) == .trainingTipsOff)
        #expect(viewModel.shownTip == nil)
    }

    @Test(
        "Given a tool's tips on When the page is shown Then the tips it refers to are listed, the call to action's last, and one the manifest lacks is left out"
    )
    func tipsListed() async {
        let viewModel = await reader(tippedTract, tips: TipsKeptInMemory(isOn: true))
        #expect(viewModel.shownTipIds == ["ask", "prepare"])
        #expect(await viewModel.tipTapped(3) == .noSuchTip(tip: 3, tips: 2))
    }

    @Test("Given tips on When a tip is opened Then its pages turn with next and prev, it is seen, and back closes it")
    func tipOpensAsItsOwnPages() async throws {
        let tips = TipsKeptInMemory(isOn: true)
        let viewModel = await reader(tippedTract, tips: tips)
        #expect(await viewModel.tipTapped(1) == nil)
        #expect(viewModel.shownBlocks == [.paragraph("Ask one.")])
        #expect(viewModel.previousTapped() == .onFirstPage)
        #expect(viewModel.nextTapped() == nil)
        #expect(viewModel.shownBlocks == [.paragraph("Ask two.")])
        #expect(viewModel.nextTapped() == .onLastPage)
        #expect(viewModel.trainingTips.seenTipIds == ["ask"])
        #expect(try await tips.getTrainingTips(toolId: "tt").seenTipIds == ["ask"])
        #expect(await viewModel.backTapped())
        #expect(viewModel.shownTip == nil && viewModel.pageIndex == 0 && viewModel.cardIndex == nil)
    }
}
