import Localization
import ReplKit
import ToolsDomain

/// Text view of a choose-your-own-adventure being read: the page with its choices numbered
/// for `tap` (a tract page among them with its hero and cards, `card` to read one), or a
/// training tip; each page drawn by its own type's renderer. Then the status line and what
/// to type — the end of a path says so.
@MainActor
public final class AdventureReaderView: ToolKindReaderView {
    public let viewModel: AdventureReaderViewModel
    private let words: ToolReaderText

    public init(viewModel: AdventureReaderViewModel, currentAppLanguage: CurrentAppLanguage) {
        self.viewModel = viewModel
        words = ToolReaderText(currentAppLanguage)
    }

    public var commands: [ReplCommand] {
        commands(tipShown: viewModel.tips.shownTip != nil, tractPageShown: viewModel.shown?.tract != nil)
    }

    public var commandsInEveryState: [ReplCommand] { commands(tipShown: true, tractPageShown: true) }

    /// `next` and `prev` turn a tip's pages; `card` reads a tract page's cards.
    private func commands(tipShown: Bool, tractPageShown: Bool) -> [ReplCommand] {
        let commands = ToolReaderCommands(words: words)
        let viewModel = viewModel
        let tips = viewModel.tips
        var list: [ReplCommand] =
            tipShown ? [commands.next { tips.nextTapped() }, commands.previous { tips.previousTapped() }] : []
        if tractPageShown {
            list.append(
                commands.numbered("card", usage: .commandCardUsage, summary: .commandCardSummary) {
                    await viewModel.cardTapped($0)
                })
        }
        return list + [
            commands.tip(tips) { tips.listedTipIds(on: viewModel.shown) },
            commands.numbered("tap", usage: .commandTapUsage, summary: .commandTapSummary) { await viewModel.linkTapped($0) },
            commands.back { await viewModel.backTapped() },
            commands.switchLanguage { viewModel.switchTapped() },
        ]
    }

    public func toolOpened(_ opening: ToolReaderViewModel.Opening, startPage: Int?) async {
        await viewModel.toolOpened(opening, startPage: startPage)
    }

    public func shareTapped() async -> ToolsNotice {
        await viewModel.shareTapped()
    }

    public func render() -> [String] {
        guard let translation = viewModel.translation, let shown = viewModel.shown else { return [] }
        let tips = viewModel.tips
        let listed = tips.listedTipIds(on: shown)
        let (lines, hint) = ToolPageWithTipsText(words: words).lines(
            shown, in: translation, tips: tips, listed: listed, pageHint: self.hint(shown))
        return lines
            + ToolReaderStatusText(words: words).lines(
                page: viewModel.position.page, of: translation, other: viewModel.languages.other(of: viewModel.opened.tool),
                tipsOn: tips.trainingTips.isOn, hint: hint, listsTips: !listed.isEmpty)
    }

    /// Choosing, closing a modal, reading a tract page's cards, or the end of the path when
    /// the page offers nothing more.
    private func hint(_ shown: ToolPageShown) -> ToolReaderStringKey {
        if shown.modal != nil { return .readerModalHint }
        if shown.tract?.visibleCardIndices.isEmpty == false { return .readerAdventureCardsHint }
        return ToolPageText.isShown(shown.page) && viewModel.shownLinks.isEmpty ? .readerAdventureEnd : .readerAdventureHint
    }
}
