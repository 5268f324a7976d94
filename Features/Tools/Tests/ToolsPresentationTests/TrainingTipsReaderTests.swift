import Navigation
import ReplKit
import TestSupport
import Testing
import ToolsDomain
import ToolsPresentation

@MainActor
@Suite("Training tips in the reader")
struct TrainingTipsReaderTests {
    private let tippedTract = ToolReaderFixtures.tippedTract

    @Test("Given a tool's tips off When its page is shown Then no tip is listed and tip says they are off")
    func tipsOff() async throws {
        let viewModel = try await tractReader(tippedTract, tips: TipsKeptInMemory(isOn: false))
        #expect(viewModel.tips.listedTipIds(on: viewModel.shown).isEmpty)
        #expect(await viewModel.tips.tipTapped(1, listed: []) == .trainingTipsOff)
        #expect(viewModel.tips.shownTip == nil)
    }

    @Test(
        "Given a tool's tips on When the page is shown Then the tips it refers to are listed, the call to action's last, and one the manifest lacks is left out"
    )
    func tipsListed() async throws {
        let view = await readerScreen(tippedTract, tips: TipsKeptInMemory(isOn: true))
        let viewModel = try #require((view.reader as? TractReaderView)?.viewModel)
        #expect(viewModel.tips.listedTipIds(on: viewModel.shown) == ["ask", "prepare"])
        #expect(await run("tip", ["3"], on: view) == .failure("There is no tip 3 — type a number from 1 to 2."))
    }

    @Test("Given tips on When a tip is opened Then its pages turn with next and prev, it is seen, and back closes it")
    func tipOpensAsItsOwnPages() async throws {
        let tips = TipsKeptInMemory(isOn: true)
        let view = await readerScreen(tippedTract, tips: tips)
        let viewModel = try #require((view.reader as? TractReaderView)?.viewModel)
        #expect(await run("tip", ["1"], on: view) == .render)
        #expect(viewModel.tips.shownBlocks == [.paragraph("Ask one.")])
        #expect(viewModel.previousTapped() == .onFirstPage)
        #expect(viewModel.nextTapped() == nil)
        #expect(viewModel.tips.shownBlocks == [.paragraph("Ask two.")])
        #expect(viewModel.nextTapped() == .onLastPage)
        #expect(viewModel.tips.trainingTips.seenTipIds == ["ask"])
        #expect(try await tips.getTrainingTips(toolId: "tt").seenTipIds == ["ask"])
        #expect(viewModel.backTapped())
        #expect(viewModel.tips.shownTip == nil && viewModel.position == ToolReadingPosition())
    }
}
