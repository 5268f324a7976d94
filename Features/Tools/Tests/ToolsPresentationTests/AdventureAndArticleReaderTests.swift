import Navigation
import ReplKit
import TestSupport
import Testing
import ToolsDomain
import ToolsPresentation

@MainActor
@Suite("Reading a choose-your-own-adventure")
struct AdventureReaderTests {
    private let adventure = ToolReaderFixtures.adventure

    @Test("Given two branches that join When each is chosen and back is typed Then back follows the path taken, not page order")
    func backFollowsThePath() async throws {
        let viewModel = try await adventureReader(adventure)
        #expect(await viewModel.linkTapped(2) == nil)
        #expect(viewModel.shown?.page.id == "b")
        #expect(await viewModel.linkTapped(1) == nil)
        #expect(viewModel.shown?.page.id == "join")
        #expect(viewModel.position.path == [0, 2])
        #expect(await viewModel.backTapped())
        #expect(viewModel.shown?.page.id == "b")
        #expect(await viewModel.backTapped())
        #expect(viewModel.shown?.page.id == "start")
        #expect(await viewModel.linkTapped(1) == nil)
        #expect(viewModel.shown?.page.id == "a")
    }

    @Test(
        "Given a branch read to the page where they join When the tool is opened again Then it opens there, and back follows the same path"
    )
    func reopensWhereItStopped() async throws {
        let paths = PathsKeptInMemory()
        let first = try await adventureReader(adventure, paths: paths)
        _ = await first.linkTapped(2)
        _ = await first.linkTapped(1)
        #expect(await paths.keptPath(toolId: "c") == ["start", "b", "join"])

        let again = try await adventureReader(adventure, paths: paths)
        #expect(again.shown?.page.id == "join")
        #expect(await again.backTapped())
        #expect(again.shown?.page.id == "b")
        #expect(await paths.keptPath(toolId: "c") == ["start", "b"])
        #expect(await again.backTapped())
        #expect(again.shown?.page.id == "start")
        #expect(await paths.keptPath(toolId: "c") == ["start"])
    }

    @Test("Given a kept path naming a page the tool no longer has When it is opened Then the pages it still has are followed")
    func keptPathWithAVanishedPage() async throws {
        let paths = PathsKeptInMemory()
        await paths.keepPath(toolId: "c", pageIds: ["start", "gone", "a"])
        let viewModel = try await adventureReader(adventure, paths: paths)
        #expect(viewModel.shown?.page.id == "a")
        #expect(viewModel.position.path == [0])
    }
}

@MainActor
@Suite("Reading an article tool")
struct ArticleReaderTests {
    @Test(
        "Given categories When one is opened, then an article Then its articles are those with its tag, and back goes up a level at a time"
    )
    func categoriesThenArticles() async throws {
        let viewModel = try await articleReader(ToolReaderFixtures.articles)
        let translation = try #require(viewModel.translation)
        #expect(translation.categories.map(\.label) == ["X", "Y"])
        #expect(viewModel.itemTapped(2) == nil)
        #expect(viewModel.position.articles(in: translation) == [1, 2])
        #expect(viewModel.itemTapped(2) == nil)
        #expect(viewModel.shownArticle?.blocks == [.heading("Three"), .listItem("Item")])
        #expect(viewModel.backTapped() && viewModel.position.article == nil)
        #expect(viewModel.backTapped() && viewModel.position.category == nil)
        #expect(viewModel.itemTapped(3) == .noSuchArticleItem(item: 3, items: 2))
    }
}
